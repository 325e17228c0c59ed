import type { SignInResponse } from './sign-in';

/**
 * Everything of the sign-in response besides the member and the token: the member's own data.
 * Zod-free (type-only import), so the member app's startup code can use it.
 */
export type MemberData = Omit<SignInResponse, 'user' | 'authentication_token'>;

/** A member with nothing yet: what a part no module has filled in answers. */
export const emptyMemberData = (): MemberData => ({
  program_subscriptions: {},
  event_subscriptions: [],
  pack_subscriptions: [],
  page_completions: { by_uuid: {}, by_content_type: {} },
  page_subscriptions: [],
  bookmarked_pages: [],
  past_due_subscriptions: [],
  subscriber_properties: [],
  blocked_user_ids: [],
  exercise_swaps: [],
  sign_up_form_id: null,
});
