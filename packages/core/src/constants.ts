/**
 * Business constants of SPEC §9, named once. Anything that needs one of these numbers imports it
 * from here so that a change to a limit is one edit.
 */

/** Page props kept in the member app's memory cache, by path (least recently used evicted). */
export const PAGE_DATA_CACHE_SIZE = 250;
/** Content translation files kept in memory, by key. */
export const TRANSLATION_CACHE_SIZE = 250;

/** Consecutive messages by one author closer than this are shown as one group. */
export const MESSAGE_GROUPING_WINDOW_MS = 60_000;

/** Messaging limits this product chose (SPEC names none): text, titles, batch sizes, pages. */
export const MESSAGING_LIMITS = {
  messageLength: 5000,
  titleLength: 100,
  imagesPerMessage: 10,
  messagesPerSend: 10,
  participantsPerGroup: 50,
  usersPerLookup: 100,
  pageSize: 50,
  threadsPageSize: 30,
  reportDetailsLength: 1000,
  clientIdLength: 64,
} as const;

/** The session cookie lives a year; the token inside it can still be revoked by logout. */
export const SESSION_COOKIE_DAYS = 365;
export const SESSION_COOKIE_MAX_AGE_SECONDS = SESSION_COOKIE_DAYS * 24 * 60 * 60;

/** SPEC §9: sizes are converted as MB × 1024 × 1024. */
export function mbToBytes(megabytes: number): number {
  return megabytes * 1024 * 1024;
}
/** Largest image or other media upload: 15 MB. */
export const MEDIA_MAX_BYTES = 15_728_640;
/** SPEC gives a second limit of 50 without a unit; read as megabytes, it is the video limit. */
export const VIDEO_MAX_MB = 50;
export const VIDEO_MAX_BYTES = mbToBytes(VIDEO_MAX_MB);

const DAY_MS = 24 * 60 * 60 * 1000;
/** After the push prompt is shown or dismissed, it is not shown again for a day. */
export const PUSH_REASK_INTERVAL_MS = DAY_MS;

/** Hero and iframe height as a percentage of width; outside this range is 'Ratio Out Of Range'. */
export const RATIO_MIN = 10;
export const RATIO_MAX = 300;

/** Layout bases the block renderers scale from. */
export const BLOCK_BASE_HEIGHT = 200;
export const IMAGE_BASE_WIDTH = 375;
export const BORDER_RADIUS_BASE = 12;
export const PX_PER_REM = 16;

/** Widths (px) of the resized copies every uploaded image gets. */
export const IMAGE_SIZES = { small: 100, medium: 180, large: 250 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** Timings of the member app. */
export const RESIZE_THROTTLE_MS = 100;
/** Embedded content settles late, so heights are measured again after these delays. */
export const HEIGHT_RECALCULATION_DELAYS_MS = [1000, 2000] as const;
/** The page-builder preview is always laid out at a phone width. */
export const PREVIEW_WIDTH = 375;
/** How long the global loader shows when a waiting service worker forces a reload. */
export const RELOAD_LOADER_MS = 1500;
/** Access loading retries at most this many times, then resolves silently (SPEC §8). */
export const ACCESS_RETRY_CAP = 100;
/** Retry delay while another access load is in progress. */
export const ACCESS_RETRY_BUSY_MS = 100;
/** Retry delay while the auth check is still unchecked. */
export const ACCESS_RETRY_AUTH_MS = 250;
export const SCROLL_TOOLBAR_THROTTLE_MS = 50;
/** The install "downloading" flag clears this long after the prompt is accepted. */
export const INSTALL_DOWNLOADING_CLEAR_MS = 500;

/** Layout breakpoints in px (min-widths). */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
/** SPEC §9: mobile below md, tablet below xl, desktop at or above xl. */
export function deviceClassFor(width: number): DeviceClass {
  if (width < BREAKPOINTS.md) return 'mobile';
  if (width < BREAKPOINTS.xl) return 'tablet';
  return 'desktop';
}

/** The member directory starts at this page number (pages count from 1). */
export const DIRECTORY_DEFAULT_PAGE = 1;

/** Schedule dates travel as calendar days in the member's timezone. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Default toolbar logo height, percent of the toolbar. */
export const DEFAULT_LOGO_HEIGHT_RATIO = 50;

/** SPEC §9 analytics activity types sent with `PUT /activity`. */
export const activityTypes = [
  'page_viewed',
  'form_viewed',
  'form_progressed',
  'form_submitted',
  'form_aborted',
  'livestream_joined',
  'livestream_left',
  'checkout_past_due_prompted',
  'checkout_error',
  'checkout_completed',
  'checkout_aborted',
  'checkout_started',
  'checkout_progressed',
  'video_started',
  'video_watched',
  'push_notification_prompted',
  'push_notification_dismissed',
  // SPEC §4 Install prompt analytics.
  'app_download_started',
  'app_downloaded',
  'app_download_aborted',
] as const;
export type ActivityType = (typeof activityTypes)[number];

/**
 * Where activities are sent (`recordActivityContract`): the member app sends them without loading
 * the contract, and zod with it, on every page (decision 041); the server checks the body.
 */
export const RECORD_ACTIVITY = { method: 'PUT', path: '/activity' } as const;

/** SPEC §9 reasons a member can give when reporting a message, with the label shown. */
export const REPORT_REASONS = {
  spam: 'Unwanted content or spam',
  sexually_explicit: 'Sexually explicit material',
  abuse: 'Abuse',
  hate_speech: 'Hate speech or graphic violence',
  terrorism: 'Promoted terrorism or violence',
  harassment: 'Harassment or bullying',
  misinformation: 'Misinformation',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const reportReasons = Object.keys(REPORT_REASONS) as ReportReason[];

/**
 * SPEC §9 reminders: a daily reminder fires at 8 AM on the day of (remind_day_of) or 8 PM the
 * night before; a separate reminder fires 15 minutes before a start.
 */
export const DAILY_REMINDER_DAY_OF_HOUR = 8;
export const DAILY_REMINDER_NIGHT_BEFORE_HOUR = 20;
export const SHORT_REMINDER_MINUTES = 15;

/** Local-storage keys of the member app, prefixed so that apps on one origin never collide. */
export const STORAGE_KEYS = {
  downloadPrompt: 'tessera.download-prompt',
  pushPermission: 'tessera.push-permission',
  workoutMode: 'tessera.workout-mode',
  mutedWorkouts: 'tessera.muted-workouts',
  lastEmail: 'tessera.last-email',
  workoutSession: 'tessera.workout-session',
} as const;

/**
 * Sign-up rules: the password must be longer than 6 characters and the name longer than 2.
 * SPEC records a reading without a password rule too; the stated UI rule wins.
 */
export const PASSWORD_MIN_LENGTH = 7;
/** Caps hashing cost; long enough for any passphrase. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 100;
