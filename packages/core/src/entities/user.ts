import { z } from 'zod';
import { localeSchema } from './app';

/** SPEC §1 login types; `auth_provider` says how the member signs in today. */
export const loginTypes = ['default', 'passwordless', 'google', 'apple'] as const;
export const authProviderSchema = z.enum(loginTypes);
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** Avatar in the three image sizes of SPEC §9; null until the member uploads one. */
export const avatarUrlsSchema = z
  .object({ small: z.string(), medium: z.string(), large: z.string() })
  .nullable();
export type AvatarUrls = z.infer<typeof avatarUrlsSchema>;

/**
 * The member's subscription to a subscriber-only app. SPEC names the field but not its shape, so
 * this carries only what the access rules and the account screen need.
 */
export const appSubscriptionStatuses = ['active', 'trialing', 'past_due', 'cancelled'] as const;
export const appSubscriptionSchema = z
  .object({
    product_id: z.string(),
    status: z.enum(appSubscriptionStatuses),
    current_period_end: z.iso.datetime({ offset: true }).nullable(),
  })
  .nullable();
export type AppSubscription = z.infer<typeof appSubscriptionSchema>;

/**
 * Member data that `member.*` page attributes read (SPEC §3 Page attributes), keyed without the
 * prefix: `member.first_name` reads `attributes.first_name`.
 */
export const memberAttributesSchema = z.record(z.string(), z.string().nullable());
export type MemberAttributes = z.infer<typeof memberAttributesSchema>;

/** SPEC §3 User (member): what the server answers for the signed-in member. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** IANA zone; drip, reminders and schedule dates are computed in it. */
  timezone: z.string().default('UTC'),
  subscriber_id: z.string().nullable(),
  subscriber_uuid: z.string().nullable(),
  is_admin: z.boolean().default(false),
  is_account_admin: z.boolean().default(false),
  is_app_messaging_profile: z.boolean().default(false),
  active_product_ids: z.array(z.string()).default([]),
  /** Realtime channel the member's own events arrive on. */
  global_events_channel: z.string(),
  avatar_urls: avatarUrlsSchema.default(null),
  can_receive_messages_from_members: z.boolean().default(true),
  /** Whether other members see this member in the directory (SPEC §6: profile public or private). */
  is_profile_public: z.boolean().default(true),
  /** Null means "use the app's default locale" (SPEC §4 Locale selection). */
  language: localeSchema.nullable().default(null),
  /** True while the member has never set a password (signed up by magic link). */
  passwordless: z.boolean().default(false),
  auth_provider: authProviderSchema.default('default'),
  attributes: memberAttributesSchema.default({}),
  app_subscription: appSubscriptionSchema.default(null),
});
export type User = z.infer<typeof userSchema>;

/**
 * What other members may see of someone: message authors, participants, directory entries,
 * `last_5` subscribers. Never carries an email or a token.
 */
export const memberProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar_urls: avatarUrlsSchema.default(null),
  is_app_messaging_profile: z.boolean().default(false),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

// The camelCase view lives zod-free in `member-view.ts` (the member app's startup builds it).
export { toMemberView } from './member-view';
export type { MemberView } from './member-view';
