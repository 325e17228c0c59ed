import type { Locale } from '../locales';
import type { AvatarUrls, User } from './user';

// Zod-free (`user.ts` re-exports it): the member app's startup code builds this view.

/**
 * The client-side view of the member (SPEC §3: isAdmin, subscriberId, subscriberUuid,
 * activeProductIds, language). JSON stays snake_case; this is the only camelCase form, built by
 * `toMemberView` in one place.
 */
export type MemberView = {
  id: string;
  email: string;
  name: string;
  avatarUrls: AvatarUrls;
  isAdmin: boolean;
  isAccountAdmin: boolean;
  isAppMessagingProfile: boolean;
  subscriberId: string | null;
  subscriberUuid: string | null;
  activeProductIds: string[];
  language: Locale | null;
  /** SPEC §4: a passwordless member of the passwordless provider still has to set a password and name. */
  shouldFinishSetup: boolean;
};

export function toMemberView(user: User): MemberView {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatarUrls: user.avatar_urls,
    isAdmin: user.is_admin,
    isAccountAdmin: user.is_account_admin,
    isAppMessagingProfile: user.is_app_messaging_profile,
    subscriberId: user.subscriber_id,
    subscriberUuid: user.subscriber_uuid,
    activeProductIds: [...user.active_product_ids],
    language: user.language,
    shouldFinishSetup: user.passwordless && user.auth_provider === 'passwordless',
  };
}
