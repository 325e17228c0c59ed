import type { User } from '@tessera/core/entities/user';
import type { MemberRow } from './sessions';

/** SPEC §3 User, as every sign-in path and account call answers it. */
export function toUser(member: MemberRow, extra: { activeProductIds?: string[] } = {}): User {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    timezone: member.timezone,
    subscriber_id: String(member.subscriberId),
    subscriber_uuid: member.subscriberUuid,
    is_admin: member.isAdmin,
    is_account_admin: member.isAccountAdmin,
    is_app_messaging_profile: member.isAppMessagingProfile,
    active_product_ids: extra.activeProductIds ?? [],
    // The member's private realtime channel; only this member's socket may subscribe to it.
    global_events_channel: `app.${member.appId}.member.${member.id}`,
    avatar_urls: member.avatarUrls ?? null,
    can_receive_messages_from_members: member.canReceiveMessagesFromMembers,
    is_profile_public: member.isProfilePublic,
    language: member.language ?? null,
    passwordless: member.passwordless,
    auth_provider: member.authProvider as User['auth_provider'],
    attributes: Object.fromEntries(Object.entries(member.attributes).map(([k, v]) => [k, v == null ? null : String(v)])),
    app_subscription: null,
  };
}
