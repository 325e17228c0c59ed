import { z } from 'zod';
import { userSchema } from './user';
import { pageContentTypeSchema } from './page';
import { pastDueSubscriptionSchema } from './commerce';
import { exerciseSwapSchema, subscriberPropertySchema } from './subscriber';

/** SPEC §3 Program subscription: completed stage ids per program id. */
export const programSubscriptionsSchema = z.record(z.string(), z.array(z.string()));
export type ProgramSubscriptions = z.infer<typeof programSubscriptionsSchema>;

/**
 * Pages the member completed. `by_uuid` answers "is this page complete?" in one lookup;
 * `by_content_type` lists completed page ids per content type for counts and "my content".
 */
export const pageCompletionsSchema = z.object({
  by_uuid: z.record(z.string(), z.boolean()),
  by_content_type: z.partialRecord(pageContentTypeSchema, z.array(z.string())),
});
export type PageCompletions = z.infer<typeof pageCompletionsSchema>;

/**
 * SPEC §3 Sign-in response: everything the member app installs after sign-in, sign-up,
 * passwordless verify, subscriber verify and password reset (SPEC §4).
 */
export const signInResponseSchema = z.object({
  user: userSchema,
  authentication_token: z.string().min(1),
  program_subscriptions: programSubscriptionsSchema.default({}),
  /** Event occurrence ids the member booked. */
  event_subscriptions: z.array(z.string()).default([]),
  /** Pack ids the member started (holds). */
  pack_subscriptions: z.array(z.string()).default([]),
  page_completions: pageCompletionsSchema.default({ by_uuid: {}, by_content_type: {} }),
  /** Page ids the member subscribed to (programs, sequences, private pages). */
  page_subscriptions: z.array(z.string()).default([]),
  bookmarked_pages: z.array(z.string()).default([]),
  past_due_subscriptions: z.array(pastDueSubscriptionSchema).default([]),
  subscriber_properties: z.array(subscriberPropertySchema).default([]),
  blocked_user_ids: z.array(z.string()).default([]),
  exercise_swaps: z.array(exerciseSwapSchema).default([]),
  /** The app's `auth_signed_up` form while the member has not sent it (SPEC §3 Form trigger): shown right after sign-up. */
  sign_up_form_id: z.string().nullable().default(null),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;
