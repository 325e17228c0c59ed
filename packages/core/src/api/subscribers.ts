import { z } from 'zod';
import { defineContract } from '../contract';
import { localeSchema } from '../entities/app';
import { exerciseSwapSchema, subscriberPropertySchema } from '../entities/subscriber';
import { memberProfileSchema, userSchema } from '../entities/user';
import { FIELD_REQUIRED, maxLength } from '../messages';

/** SPEC §7 Subscribers and Subscriber properties: the signed-in member's settings and people. */
const tags = ['subscribers'];
const idField = z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(64, maxLength(64));
const slugParam = z.object({ slug: z.string().max(64).regex(/^[a-z0-9_.-]{1,64}$/, 'Invalid property slug') });

/** The member as their own settings screen sees them: the user, settings included. */
export const subscriberSchema = userSchema;
export type Subscriber = z.infer<typeof subscriberSchema>;

export const updateSubscriberContract = defineContract({
  method: 'PUT',
  path: '/subscribers',
  summary: 'Change language, who may message me, and whether my profile is public',
  tags,
  body: z.object({
    language: localeSchema.nullable().optional(),
    can_receive_messages_from_members: z.boolean().optional(),
    is_profile_public: z.boolean().optional(),
  }),
  response: z.object({ subscriber: subscriberSchema }),
});

export const blockSubscriberContract = defineContract({
  method: 'POST',
  path: '/subscribers/block',
  summary: 'Block another member of this app',
  tags,
  body: z.object({ user_id: idField }),
  response: z.object({ blocked_user_ids: z.array(z.string()) }),
});

export const swapExerciseContract = defineContract({
  method: 'POST',
  path: '/subscribers/swap_exercise',
  summary: 'Use an alternate exercise in place of another',
  tags,
  body: exerciseSwapSchema,
  response: z.object({ exercise_swaps: z.array(exerciseSwapSchema) }),
});

export const resetExerciseContract = defineContract({
  method: 'POST',
  path: '/subscribers/reset_exercise',
  summary: 'Go back to the original exercise',
  tags,
  body: z.object({ exercise_id: idField }),
  response: z.object({ exercise_swaps: z.array(exerciseSwapSchema) }),
});

export const directoryContract = defineContract({
  method: 'GET',
  path: '/subscribers/directory',
  summary: 'Members with public profiles, searchable by name',
  tags,
  query: z.object({
    term: z.string().max(100).optional(),
    /** Comma-separated `slug:value` pairs every listed member must have. */
    properties: z.string().max(500).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  response: z.object({ items: z.array(memberProfileSchema), page: z.number(), total_count: z.number() }),
});

/** One member's public profile, for the profile panel (`#member/<id>` in the member app). */
export const memberProfileContract = defineContract({
  method: 'GET',
  path: '/subscribers/:id/profile',
  summary: "Another member's public profile; 404 when it is private or unknown",
  tags,
  params: z.object({ id: idField }),
  response: z.object({ profile: memberProfileSchema }),
});

export const listPropertiesContract = defineContract({
  method: 'GET',
  path: '/subscriber/properties',
  summary: "The signed-in member's properties",
  tags,
  response: z.object({ subscriber_properties: z.array(subscriberPropertySchema) }),
});

export const submittedPropertiesContract = defineContract({
  method: 'GET',
  path: '/subscriber/submitted_properties',
  summary: 'Properties the member has given a value',
  tags,
  response: z.object({ properties: z.array(subscriberPropertySchema) }),
});

export const putPropertyContract = defineContract({
  method: 'PUT',
  path: '/subscriber/properties/:slug',
  summary: 'Set one property',
  tags,
  params: slugParam,
  body: z.object({ value: z.string().max(2000).nullable() }),
  response: z.object({ subscriber_property: subscriberPropertySchema }),
});

export const getPropertyContract = defineContract({
  method: 'GET',
  path: '/subscriber/properties/:slug',
  summary: 'Read one property',
  tags,
  params: slugParam,
  response: z.object({ subscriber_property: subscriberPropertySchema }),
});
