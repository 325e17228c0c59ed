import { z } from 'zod';
import { localeSchema } from './app';

/** SPEC §3 Subscriber property: a member-owned value that forms and directories read by slug. */
export const subscriberPropertySchema = z.object({
  slug: z.string().min(1).max(64),
  /** Always text: form values are sent as strings (SPEC §5). */
  value: z.string().nullable(),
});
export type SubscriberProperty = z.infer<typeof subscriberPropertySchema>;

/** SPEC §3: the member replaced `exercise_id` by `alternate_id` in every workout. */
export const exerciseSwapSchema = z.object({
  exercise_id: z.string().max(64),
  alternate_id: z.string().max(64),
});
export type ExerciseSwap = z.infer<typeof exerciseSwapSchema>;

/** SPEC §3 Subscriber settings, answered by `PUT /subscribers` as `subscriber`. */
export const subscriberSettingsSchema = z.object({
  language: localeSchema.nullable().default(null),
  can_receive_messages_from_members: z.boolean().default(true),
  blocked_user_ids: z.array(z.string()).default([]),
  exercise_swaps: z.array(exerciseSwapSchema).default([]),
});
export type SubscriberSettings = z.infer<typeof subscriberSettingsSchema>;
