import { z } from 'zod';
import { defineContract } from '../contract';
import { pageAccessResultSchema } from '../entities/page';
import { programSchema, programSubscriptionSchema } from '../entities/program';
import { programSubscriptionsSchema } from '../entities/sign-in';
import { isoDateField } from '../fields';
import { maxLength } from '../messages';

/**
 * SPEC §7 Programs for members. A program is open to whoever its program page is open to (the
 * access engine decides, SPEC §6); acting on a locked program answers 403 `program_locked` with the
 * engine's reason and changes nothing. Another app's program answers 404 like a missing one.
 * Stage completions need a subscription: without one the answer is 404 'Program Not Found' (SPEC §4).
 */
const tags = ['programs'];
const programParams = z.object({ id: z.uuid('Invalid program id') });
const stageParams = programParams.extend({ stageId: z.uuid('Invalid stage id') });
const subscriptionAnswer = z.object({ program_subscription: programSubscriptionSchema });

/** YYYY-MM-DD, a real calendar day (the member's own day: no time zone travels with it). */
export const programStartDateField = z.string().max(10, maxLength(10)).pipe(isoDateField);

export const programsContract = defineContract({
  method: 'GET',
  path: '/programs',
  summary:
    'The programs of this app with their stages in order (optionally only the one a page shows)',
  tags,
  query: z.object({ page_id: z.uuid('Invalid page id').optional() }),
  response: z.object({ programs: z.array(programSchema) }),
});

export const programAccessContract = defineContract({
  method: 'GET',
  path: '/programs/:id/access',
  summary:
    'Whether the viewer may follow a program, and if not why (the access engine on its program page)',
  tags,
  params: programParams,
  response: z.object({ access: pageAccessResultSchema }),
});

export const programSubscriptionsContract = defineContract({
  method: 'GET',
  path: '/programs/subscriptions',
  summary:
    "The signed-in member's programs: completed stage ids per program, and each subscription in full",
  tags,
  response: z.object({
    program_subscriptions: programSubscriptionsSchema,
    subscriptions: z.array(programSubscriptionSchema),
  }),
});

/** Subscribing again keeps the completions; a start date given replaces the one kept. */
export const subscribeProgramContract = defineContract({
  method: 'POST',
  path: '/programs/:id/subscribe',
  summary: 'Start a program, optionally from a chosen day',
  tags,
  params: programParams,
  body: z.object({ start_date: programStartDateField.nullable().optional() }).nullish(),
  response: subscriptionAnswer,
});

export const completeStageContract = defineContract({
  method: 'POST',
  path: '/programs/:id/stages/:stageId/complete',
  summary: 'Mark a stage of a subscribed program completed',
  tags,
  params: stageParams,
  response: subscriptionAnswer,
});

export const uncompleteStageContract = defineContract({
  method: 'DELETE',
  path: '/programs/:id/stages/:stageId',
  summary: "Mark a stage not completed again ('Program Not Found' when not subscribed)",
  tags,
  params: stageParams,
  response: subscriptionAnswer,
});

export const completeProgramContract = defineContract({
  method: 'POST',
  path: '/programs/:id/complete',
  summary: 'Complete a subscribed program: every stage completed',
  tags,
  params: programParams,
  response: subscriptionAnswer,
});
