import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants';

/**
 * The user-facing texts of SPEC §5 and §8, verbatim where SPEC quotes them, and the zod fields
 * that raise them. Server and clients validate with the same fields, so a member sees the same
 * words whichever side refused. Texts are English source strings; the front ends translate them.
 */

// Validation (SPEC §5).
export const FIELD_REQUIRED = 'Field is required.';
export const FIELD_MUST_BE_EMAIL = 'Field must be an email.';
export const PASSWORD_TOO_SHORT = 'Password must be longer than 6 characters.';
/** SPEC names a maximum length without its text. */
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
/** SPEC states the rule (longer than 2) without quoting a text; worded like the password rule. */
export const NAME_TOO_SHORT = 'Name must be longer than 2 characters.';
export const NAME_TOO_LONG = `Name must be at most ${NAME_MAX_LENGTH} characters.`;
export const MUST_BE_HTTP_URL = 'Must be a URL starting with http:// or https://';
/** SPEC's URL text, widened where a path on this server is meant too. */
export const MUST_BE_HTTP_URL_OR_PATH = 'Must be a URL starting with http:// or https://, or a path starting with /';
export const RATIO_OUT_OF_RANGE = 'Ratio Out Of Range';
/** SPEC §5 layout and settings rules, worded as SPEC states them. */
export const BACKGROUND_COLOR_NOT_ALLOWED = 'Background colour must be null or one of the allowed colours';
export const TOOLBAR_ALIGN_INVALID = 'Toolbar alignment must be left or center';
export const HEX_COLOR_INVALID = 'Hex colours are 6-digit, with an optional #';
export const INVALID_PREFERENCE = 'Invalid Preference';
export const OVERLAY_ID_MISSING = 'Overlay id is missing';
export const SUBSCRIPTION_ID_REQUIRED = 'ID required to identify callbacks';
export const CANNOT_SCHEDULE_IN_PAST = 'Cannot schedule in the past';
/** SPEC gives the format but not the text. */
export const INVALID_DATE = 'Must be a date in YYYY-MM-DD format.';
export const FILE_IS_EMPTY = 'File is empty';
export const INVALID_IMAGE_TYPE = 'Invalid image type';
export const PROGRAM_NOT_FOUND = 'Program Not Found';

export const valueBetween = (min: number, max: number) => `Value must be between ${min} and ${max}`;
export const mustStartWith = (prefix: string) => `Must start with ${prefix}`;
/** SPEC names minimum and maximum length messages without their text. */
export const minLength = (min: number) => `Must be at least ${min} characters.`;
export const maxLength = (max: number) => `Must be at most ${max} characters.`;

/** Byte counts as members read them: whole megabytes when exact, else one decimal. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}
export const imageTooLarge = (maxBytes: number) =>
  `Image too large. Max size ${formatMegabytes(maxBytes)}`;
export const videoTooLarge = (maxBytes: number) =>
  `Video too large. Max size ${formatMegabytes(maxBytes)}`;

// Purchase (SPEC §8).
export const PURCHASE_PROBLEM = 'There was a problem processing your purchase';
export const EMAIL_ALREADY_EXISTS = 'This email address already exists, login to continue';
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';
export const PAYMENT_NOT_SUCCESSFUL = 'Your payment was not successful, please try again';
export const PAYMENT_DETAILS_FAILED =
  'Failed to process payment details. Please try another payment method.';
export const PURCHASE_NOT_ACTIVATED =
  'We were unable to activate your purchase. Please contact support.';
export const PAYMENTS_NOT_ENABLED = "This app can't accept payments yet";
export const NO_PURCHASE_OPTIONS = 'This content has no purchase options';
export const NO_PURCHASES_TO_RESTORE = 'No purchases found to restore';
export const PRODUCT_NOT_FOUND = 'Could Not Find Product';
export const PAYMENT_METHOD_UPDATE_FAILED = 'Unable to update payment method';
export const INVALID_INVOICE = 'Invalid Invoice';
export const ALREADY_SUBSCRIBED = 'You already subscribe to this product.';

// Actions (SPEC §8).
export const FAILED_TO_MARK_COMPLETE = 'Failed to mark complete';
export const FAILED_TO_SWAP = 'Failed to swap';
export const FAILED_TO_BLOCK = 'Failed to block';
export const FAILED_TO_REPORT = 'Failed to report';
export const ALREADY_REPORTED = 'You have already reported';
export const FAILED_TO_DELETE = 'Failed to delete';

// Messaging (SPEC §8).
export const THREAD_FORBIDDEN = 'You do not have permission to view this message thread';
export const MESSAGES_FAILED_TO_LOAD = 'Messages failed to load';
export const MESSAGING_NOT_AVAILABLE = 'Messaging not available on this app';
export const GROUP_CHAT_PRO_ONLY = 'Group Chat is available on the Pro Plan';

// General (SPEC §8).
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const AN_ERROR_OCCURRED = 'An Error Occurred';
export const PAGE_NOT_FOUND = 'Page Not Found';

// Notifications (issue 16).
export const PUSH_TOKEN_INVALID = 'This push token is not valid for its provider';
export const WEB_PUSH_KEYS_REQUIRED = 'Web push needs the subscription keys p256dh and auth';
export const NOT_A_BOOLEAN = 'Must be true or false';
export const AT_LEAST_ONE_CHANNEL = 'Choose push, email or both';
