import { AppError, type AppErrorStatus, type FieldIssue } from './errors';
import {
  ALREADY_REPORTED,
  FAILED_TO_DELETE,
  GROUP_CHAT_PRO_ONLY,
  MESSAGING_NOT_AVAILABLE,
  THREAD_FORBIDDEN,
  BACKGROUND_COLOR_NOT_ALLOWED,
  EMAIL_ALREADY_EXISTS,
  FIELD_MUST_BE_EMAIL,
  FIELD_REQUIRED,
  FILE_IS_EMPTY,
  HEX_COLOR_INVALID,
  INVALID_DATE,
  INVALID_IMAGE_TYPE,
  INVALID_INVOICE,
  MUST_BE_HTTP_URL,
  MUST_BE_HTTP_URL_OR_PATH,
  NAME_TOO_LONG,
  NAME_TOO_SHORT,
  NO_PURCHASES_TO_RESTORE,
  OVERLAY_ID_MISSING,
  PAGE_NOT_FOUND,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DONT_MATCH,
  PAYMENT_METHOD_UPDATE_FAILED,
  PAYMENT_NOT_SUCCESSFUL,
  PAYMENTS_NOT_ENABLED,
  PRODUCT_NOT_FOUND,
  RATIO_OUT_OF_RANGE,
  ALREADY_SUBSCRIBED,
  SOMETHING_WENT_WRONG,
  SUBSCRIPTION_ID_REQUIRED,
  UNEXPECTED_ERROR,
  TOOLBAR_ALIGN_INVALID,
} from './messages';

/**
 * Every error code the server answers with, by domain, with its HTTP status and default message
 * (SPEC §8 texts verbatim where SPEC gives one). The server builds errors only from here
 * (`appError`), and the front ends translate by `code` — never by matching the English message,
 * which exists for logs, API users and as the last fallback.
 */
export const errorCatalogue = {
  // Requests in general (the HTTP layer and Fastify's own refusals).
  validation_failed: { status: 400, message: 'Some fields need attention' },
  bad_request: { status: 400, message: 'Bad Request' },
  unauthorized: { status: 401, message: 'Please sign in to continue' },
  forbidden: { status: 403, message: 'Forbidden' },
  not_found: { status: 404, message: 'Not Found' },
  method_not_allowed: { status: 405, message: 'Method Not Allowed' },
  not_acceptable: { status: 406, message: 'Not Acceptable' },
  payload_too_large: { status: 413, message: 'Request too large' },
  unsupported_media_type: { status: 415, message: 'Unsupported Media Type' },
  too_many_requests: { status: 429, message: 'Too many attempts. Please try again later.' },
  uri_too_long: { status: 414, message: 'Request address too long' },
  headers_too_large: { status: 431, message: 'Request headers too large' },
  internal_error: { status: 500, message: SOMETHING_WENT_WRONG },
  database_unavailable: { status: 503, message: 'Database unavailable' },
  // Tenancy and the studio's guard.
  app_not_found: { status: 404, message: 'App not found' },
  studio_header_missing: { status: 403, message: 'Studio calls must send X-Tessera-Studio: 1' },
  // Accounts (owners in the studio).
  invalid_credentials: { status: 401, message: 'Email or password is incorrect' },
  studio_sign_in_required: { status: 401, message: 'Please sign in to the studio' },
  // Apps.
  slug_taken: { status: 409, message: 'This address is already taken' },
  domain_taken: { status: 409, message: 'This domain is used by another app' },
  // Members: sign-in, links, identities, settings.
  email_taken: { status: 409, message: EMAIL_ALREADY_EXISTS },
  existing_subscriber: { status: 409, message: EMAIL_ALREADY_EXISTS },
  provider_not_enabled: { status: 400, message: 'This sign-in method is not available in this app' },
  email_not_verified: { status: 401, message: 'Your provider did not confirm an email address for this account' },
  invalid_identity_token: { status: 401, message: 'We could not verify that sign-in. Please try again.' },
  identity_in_use: { status: 409, message: 'That account is already linked to another member' },
  token_invalid: { status: 400, message: 'This link is not valid. Ask for a new one.' },
  token_expired: { status: 400, message: 'This link has expired. Ask for a new one.' },
  token_used: { status: 400, message: 'This link has already been used. Ask for a new one.' },
  not_your_account: { status: 403, message: 'You can only ask about or change your own account' },
  member_not_found: { status: 404, message: 'Member not found' },
  // Uploads.
  file_empty: { status: 400, message: FILE_IS_EMPTY },
  file_too_large: { status: 413, message: 'Image too large' },
  invalid_image_type: { status: 415, message: INVALID_IMAGE_TYPE },
  // Pages: data, drafts, tree, publishing, translations, blocks.
  page_not_found: { status: 404, message: PAGE_NOT_FOUND },
  page_locked: { status: 403, message: 'This page is locked' },
  translation_not_found: { status: 404, message: 'Translation not found' },
  block_not_found: { status: 404, message: 'Block not found' },
  overlay_not_found: { status: 404, message: 'Overlay not found' },
  edit_conflict: { status: 409, message: 'This page was changed elsewhere. Reload it to see the latest version.' },
  path_taken: { status: 409, message: 'This path is used by another page' },
  cannot_move_under_itself: { status: 422, message: 'A page cannot be moved under itself' },
  home_page: { status: 409, message: 'The home page cannot be deleted' },
  app_screen_page: { status: 409, message: 'A page that puts one of the app’s own screens in the menu cannot be deleted' },
  invalid_blocks: { status: 422, message: 'Some blocks stop publishing' },
  // Forms and submissions.
  form_not_found: { status: 404, message: 'Form not found' },
  submission_not_found: { status: 404, message: 'Submission not found' },
  // Programs (SPEC §4 Program: 'Program Not Found' also when the member is not subscribed).
  program_not_found: { status: 404, message: 'Program Not Found' },
  stage_not_found: { status: 404, message: 'Stage not found' },
  /** details: the access engine's result (reason and data), as for page_locked. */
  program_locked: { status: 403, message: 'This program is locked' },
  program_page_taken: { status: 409, message: 'This page already shows another program' },
  // Personal schedule (SPEC §5: 'Cannot schedule in the past').
  schedule_in_past: { status: 400, message: 'Cannot schedule in the past' },
  scheduled_item_not_found: { status: 404, message: 'Scheduled item not found' },
  /** details: the access engine's result, as for page_locked. */
  schedule_item_locked: { status: 403, message: 'You cannot schedule this yet' },
  /** An item the app scheduled (scope page or account_app): members see it but cannot change it. */
  scheduled_item_read_only: { status: 403, message: 'The app scheduled this: it cannot be changed' },
  // Events and packs (SPEC §7 Events and packs).
  event_not_found: { status: 404, message: 'Event not found' },
  occurrence_not_found: { status: 404, message: 'Event occurrence not found' },
  /** details: the access engine's result (reason and data), as for page_locked. */
  event_locked: { status: 403, message: 'This event is locked' },
  occurrence_over: { status: 409, message: 'This occurrence has already ended' },
  occurrence_cancelled: { status: 409, message: 'This occurrence was cancelled' },
  event_page_taken: { status: 409, message: 'This page already shows another event' },
  calendar_feed_not_found: { status: 404, message: 'Calendar feed not found' },
  pack_not_found: { status: 404, message: 'Pack not found' },
  /** details: the access engine's result (reason and data), as for page_locked. */
  pack_locked: { status: 403, message: 'This pack is locked' },
  pack_page_taken: { status: 409, message: 'This page already shows another pack' },
  // Workouts (issue 14, decision 033).
  workout_not_found: { status: 404, message: 'Workout not found' },
  /** details: the access engine's result for the workout's page, as for page_locked. */
  workout_locked: { status: 403, message: 'This workout is locked' },
  workout_session_not_found: { status: 404, message: 'Workout session not found' },
  exercise_not_found: { status: 404, message: 'Exercise not found' },
  /** details: { workouts: [{ id, title }] } — the workouts that use it. */
  exercise_in_use: { status: 409, message: 'This exercise is used by a workout' },
  /** One field issue naming what is not the workout's (body.workout_group_id, body.workout_group_item_id…). */
  invalid_workout_reference: { status: 400, message: 'This is not part of the workout' },
  // Messaging (SPEC §8 Messaging and Actions texts verbatim).
  messaging_not_available: { status: 403, message: MESSAGING_NOT_AVAILABLE },
  group_chat_unavailable: { status: 403, message: GROUP_CHAT_PRO_ONLY },
  /** Not a participant, another app's thread, or a page's comments the viewer may not see. */
  thread_forbidden: { status: 403, message: THREAD_FORBIDDEN },
  thread_not_found: { status: 404, message: 'Conversation not found' },
  message_not_found: { status: 404, message: 'Message not found' },
  /** details: { user_id } of the first person who cannot be messaged (SPEC §6). */
  cannot_message: { status: 403, message: 'You cannot message this person' },
  cannot_message_self: { status: 422, message: 'You cannot message yourself' },
  only_owner_posts: { status: 403, message: 'Only the app can post in this feed' },
  already_reported: { status: 409, message: ALREADY_REPORTED },
  cannot_report_own: { status: 422, message: 'You cannot report your own message' },
  delete_forbidden: { status: 403, message: FAILED_TO_DELETE },
  not_a_group: { status: 422, message: 'Only a group conversation has participants to change' },
  messaging_banned: { status: 403, message: 'You can no longer send messages in this app' },
  report_not_found: { status: 404, message: 'Report not found' },
  // Commerce: SPEC §8 checkout codes first (existing_subscriber is the members' above), then the rest.
  existing_subscription: { status: 409, message: ALREADY_SUBSCRIBED },
  user_not_found: { status: 404, message: 'We could not find an account for this purchase' },
  /** details: one field issue whose code is the reason (coupon_not_found, coupon_expired, coupon_used_up, coupon_not_for_product). */
  invalid_coupon: { status: 422, message: 'This coupon cannot be used' },
  product_not_found: { status: 404, message: PRODUCT_NOT_FOUND },
  unknown_error: { status: 500, message: UNEXPECTED_ERROR },
  /** details: { preview } — the server's own price, which always wins. */
  order_preview_mismatch: { status: 409, message: 'The price has changed. Check the new total and try again.' },
  invalid_customer_location: { status: 422, message: 'This product is not sold in your country' },
  invalid_version: { status: 422, message: 'This price is no longer available' },
  payments_not_enabled: { status: 409, message: PAYMENTS_NOT_ENABLED },
  payment_failed: { status: 402, message: PAYMENT_NOT_SUCCESSFUL },
  payment_method_update_failed: { status: 400, message: PAYMENT_METHOD_UPDATE_FAILED },
  no_purchases_to_restore: { status: 404, message: NO_PURCHASES_TO_RESTORE },
  invalid_invoice: { status: 404, message: INVALID_INVOICE },
  subscription_not_found: { status: 404, message: 'Subscription not found' },
  nothing_to_pay: { status: 409, message: 'This subscription has nothing to pay' },
  idempotency_conflict: { status: 409, message: 'This checkout was already started with a different order. Reload and try again.' },
  invalid_signature: { status: 400, message: 'Invalid signature' },
  intent_not_found: { status: 404, message: 'Payment not found' },
  coupon_not_found: { status: 404, message: 'Coupon not found' },
  coupon_code_taken: { status: 409, message: 'This coupon code is already used' },
  order_bump_not_found: { status: 404, message: 'Order bump not found' },
  order_not_found: { status: 404, message: 'Order not found' },
  not_refundable: { status: 409, message: 'Only a paid order can be refunded' },
  /** Production without PAYMENTS_SECRET: Stripe keys would be sealed with the development secret. */
  // Notifications (issue 16). details of unsubscribe_link_invalid: one field issue on body.token
  // whose code is the reason (token_invalid: forged or another app's; token_expired).
  unsubscribe_link_invalid: { status: 400, message: 'This unsubscribe link is not valid' },
  blast_not_found: { status: 404, message: 'Blast not found' },
  payments_secret_missing: { status: 409, message: 'Set PAYMENTS_SECRET on the server before saving Stripe keys' },
  // The documented API, API keys and webhooks (issue 16).
  api_key_required: { status: 401, message: 'Send an API key as Authorization: Bearer <key>' },
  api_key_read_only: { status: 403, message: 'This API key may only read' },
  api_key_not_found: { status: 404, message: 'API key not found' },
  webhook_not_found: { status: 404, message: 'Webhook not found' },
  delivery_not_found: { status: 404, message: 'Delivery not found' },
} as const satisfies Record<string, { status: AppErrorStatus; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);

/** The one way the server builds an error: the catalogue's status and message unless told otherwise. */
export function appError(
  code: ErrorCode,
  args: { message?: string; details?: unknown; internal?: string } = {},
): AppError {
  const entry = errorCatalogue[code];
  return new AppError({
    code,
    status: entry.status,
    message: args.message ?? entry.message,
    details: args.details,
    internal: args.internal,
  });
}

/**
 * Field problems, by code: what a form shows under a field. Front ends translate `code` (with
 * `params`); `message` is the English text. SPEC §5's texts are the messages of their codes.
 */
export const fieldCatalogue = {
  required: FIELD_REQUIRED,
  email: FIELD_MUST_BE_EMAIL,
  password_too_short: PASSWORD_TOO_SHORT,
  password_too_long: PASSWORD_TOO_LONG,
  name_too_short: NAME_TOO_SHORT,
  name_too_long: NAME_TOO_LONG,
  passwords_dont_match: PASSWORDS_DONT_MATCH,
  email_taken: EMAIL_ALREADY_EXISTS,
  http_url: MUST_BE_HTTP_URL,
  http_url_or_path: MUST_BE_HTTP_URL_OR_PATH,
  ratio_out_of_range: RATIO_OUT_OF_RANGE,
  background_color: BACKGROUND_COLOR_NOT_ALLOWED,
  toolbar_align: TOOLBAR_ALIGN_INVALID,
  hex_color: HEX_COLOR_INVALID,
  invalid_date: INVALID_DATE,
  file_empty: FILE_IS_EMPTY,
  invalid_image_type: INVALID_IMAGE_TYPE,
  /** params: size ("15 MB"). */
  image_too_large: 'Image too large. Max size {size}',
  /** params: min. */
  too_short: 'Must be at least {min} characters.',
  /** params: max. */
  too_long: 'Must be at most {max} characters.',
  /** params: min, max. */
  value_between: 'Value must be between {min} and {max}',
  /** params: prefix. */
  must_start_with: 'Must start with {prefix}',
  unknown_timezone: 'Unknown time zone',
  invalid_cursor: 'Invalid cursor',
  invalid_duration: 'Use a duration like 12h, 7d or 2w',
  invalid_pairs: 'Use slug:value pairs',
  cannot_block_self: 'You cannot block yourself',
  invalid_slug: 'Use lower-case letters, digits and dashes',
  own_domain: 'Use a domain of your own',
  invalid_locale: 'This app does not offer that language',
  default_locale_not_offered: 'The default language must be one of the app’s languages',
  not_enabled: 'Not enabled',
  path_taken: 'This path is used by another page',
  slug_taken: 'This address is already taken',
  domain_taken: 'This domain is used by another app',
  cannot_move_under_itself: 'A page cannot be moved under itself',
  not_a_page_data_address: 'Not a page data address',
  token_invalid: 'This link is not valid. Ask for a new one.',
  token_expired: 'This link has expired. Ask for a new one.',
  token_used: 'This link has already been used. Ask for a new one.',
  overlay_id_missing: OVERLAY_ID_MISSING,
  subscription_id_required: SUBSCRIPTION_ID_REQUIRED,
  /** Messaging (SPEC §5): an image the member did not upload, a message with nothing in it. */
  unknown_image: 'Upload the image again',
  empty_message: 'Write a message first',
  cannot_message_self: 'You cannot message yourself',
  not_text: 'Must be text.',
  invalid_characters: 'Must not contain NUL or unpaired surrogate characters',
  too_deep: 'Nested too deeply',
  invalid_multipart: 'Send one file as multipart/form-data',
  page_path: 'Must be a path like /about or /programs/week-1',
  /** params: max. The composed block's own rules (`blocks/composed.ts`). */
  composed_too_many_blocks: 'A composed block holds at most {max} blocks',
  composed_nested: 'A composed block cannot contain another composed block',
  /** Forms (SPEC §5): a value for a field the form does not have, a choice it does not offer. */
  unknown_field: 'This form has no such field',
  not_an_option: 'Choose from the options given',
  not_a_number: 'Must be a number',
  unknown_upload: 'Upload the image again',
  // Checkout (the reasons of invalid_coupon, invalid_version and invalid_customer_location).
  coupon_not_found: 'This coupon code is not valid',
  coupon_expired: 'This coupon has expired',
  coupon_used_up: 'This coupon has been used up',
  coupon_not_for_product: 'This coupon does not apply to this product',
  version_unavailable: 'This price is no longer available',
  country_not_sold: 'This product is not sold in your country',
  coupon_code_taken: 'This coupon code is already used',
  stripe_keys_required: 'Enter the Stripe publishable and secret keys first',
  /** Events: a recurrence rule, a period. */
  rule_invalid: 'Use a recurrence rule like FREQ=WEEKLY;BYDAY=MO',
  rule_too_frequent: 'An event repeats at most daily',
  period_order: 'The end must not be before the start',
  /** params: max. */
  period_too_long: 'A period spans at most {max} days',
  /** Webhook endpoints: a private, loopback or link-local address (production only). */
  public_address: 'Use a public address, not a private or local one',
  /** Anything a schema refuses that has no code of its own. */
  invalid: 'Invalid value',
  not_in_workout: 'This is not part of the workout',
} as const;

export type FieldCode = keyof typeof fieldCatalogue;

/** A field code's English text with its params filled in. */
export function fieldMessage(code: FieldCode, params: Record<string, string | number> = {}): string {
  return fieldCatalogue[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** One field problem, shaped like schema failures so clients show it under the field. */
export function fieldIssue(field: string, code: FieldCode, params?: Record<string, string | number>): FieldIssue {
  return { field, code, message: fieldMessage(code, params), ...(params ? { params } : {}) };
}

/**
 * A refusal about one field: `validation_failed` (400) unless another catalogue code says more
 * (`path_taken` 409 on `body.path`).
 */
export function fieldError(
  field: string,
  code: FieldCode,
  args: { params?: Record<string, string | number>; error?: ErrorCode } = {},
): AppError {
  const issue = fieldIssue(field, code, args.params);
  const isSpecific = args.error !== undefined && args.error !== 'validation_failed';
  return appError(args.error ?? 'validation_failed', { message: isSpecific ? issue.message : `${field}: ${issue.message}`, details: [issue] });
}

/**
 * The code of a field message written by a schema (core's fields use the catalogue's texts), so a
 * schema failure carries a code like any other refusal. Unknown texts are `invalid`.
 */
export function fieldCodeOf(message: string): { code: FieldCode; params?: Record<string, string | number> } {
  for (const [code, text] of Object.entries(fieldCatalogue) as [FieldCode, string][]) {
    if (!text.includes('{')) {
      if (text === message) return { code };
      continue;
    }
    const names: string[] = [];
    const pattern = new RegExp(
      `^${text.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`)).replace(/\{(\w+)\}/g, (_w, name: string) => {
        names.push(name);
        return '(.+?)';
      })}$`,
    );
    const match = pattern.exec(message);
    if (match) {
      const params = Object.fromEntries(names.map((name, i) => [name, numberOrText(match[i + 1]!)]));
      return { code, params };
    }
  }
  return { code: 'invalid' };
}

const numberOrText = (value: string): string | number => (/^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);

/** Schema failures (zod issues, Fastify's validation) as field issues with codes, named by their source. */
export function fieldIssuesFrom(source: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldIssue[] {
  return issues.map((issue) => {
    const { code, params } = fieldCodeOf(issue.message);
    return { field: [source, ...issue.path.map(String)].join('.'), code, message: issue.message, ...(params ? { params } : {}) };
  });
}

/** A refusal about one field whose text came from a schema (a block's own rules, say), with its code. */
export function schemaFieldError(field: string, message: string): AppError {
  const [issue] = fieldIssuesFrom(field, [{ path: [], message }]);
  return appError('validation_failed', { message: `${field}: ${message}`, details: [issue] });
}
