import { z } from 'zod';
import { defineContract } from '../contract';
import { NOT_A_BOOLEAN, PUSH_TOKEN_INVALID, WEB_PUSH_KEYS_REQUIRED, maxLength } from '../messages';
import {
  PUSH_PROVIDERS,
  PUSH_STATUSES,
  PUSH_TOKEN_MAX_LENGTH,
  WEB_PUSH_KEY_PATTERN,
  isValidPushToken,
} from '../notifications/push-token';
import { NOTIFICATION_SETTING_KEYS, UNSUBSCRIBE_TYPES, type NotificationSettingKey } from '../notifications/settings';

/**
 * SPEC §7 Notifications for members: the twelve settings of SPEC §3, push registrations (one per
 * device), the push settings a client needs (status, provider, the VAPID public key), the one-click
 * email unsubscribe (a signed link, no session), and the in-app notification centre.
 */
const tags = ['notifications'];


const booleanSetting = z.boolean({ error: NOT_A_BOOLEAN });

/** All twelve settings (SPEC §3 Notification settings), as `GET /notifications` answers them. */
export const notificationSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, booleanSetting])) as Record<NotificationSettingKey, typeof booleanSetting>,
);
export type NotificationSettingsAnswer = z.infer<typeof notificationSettingsSchema>;

/** A change: any of the twelve, each a real boolean ("true", 1 and null are 400); unknown keys are refused. */
export const notificationSettingsPatchSchema = notificationSettingsSchema.partial().strict();

export const notificationSettingsContract = defineContract({
  method: 'GET',
  path: '/notifications',
  summary: "The signed-in member's twelve notification settings",
  tags,
  response: z.object({ notification_settings: notificationSettingsSchema }),
});

export const updateNotificationSettingsContract = defineContract({
  method: 'PUT',
  path: '/notifications',
  summary: 'Change notification settings (booleans only); answers all twelve',
  tags,
  body: notificationSettingsPatchSchema,
  response: z.object({ notification_settings: notificationSettingsSchema }),
});

export const pushProviderSchema = z.enum(PUSH_PROVIDERS);
export const pushStatusSchema = z.enum(PUSH_STATUSES);

const webPushKey = (max: number) => z.string().min(1).max(max, maxLength(max)).regex(WEB_PUSH_KEY_PATTERN, PUSH_TOKEN_INVALID);

/**
 * SPEC §7 `PUT /notifications/push`: registers (or updates by token) this device. For `webpush`
 * the token is the PushSubscription's `endpoint` and `web_push_keys` carries its `keys`; the other
 * providers send their device token. Setting `status: 'disabled'` is how a device opts out.
 */
export const pushRegistrationInputSchema = z
  .object({
    token: z.string().min(1).max(PUSH_TOKEN_MAX_LENGTH, maxLength(PUSH_TOKEN_MAX_LENGTH)),
    provider: pushProviderSchema,
    status: pushStatusSchema.default('enabled'),
    pusher_device_id: z.string().max(200, maxLength(200)).nullable().optional(),
    web_push_keys: z.object({ p256dh: webPushKey(200), auth: webPushKey(100) }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (!isValidPushToken(value.provider, value.token)) ctx.addIssue({ code: 'custom', path: ['token'], message: PUSH_TOKEN_INVALID });
    if (value.provider === 'webpush' && !value.web_push_keys) {
      ctx.addIssue({ code: 'custom', path: ['web_push_keys'], message: WEB_PUSH_KEYS_REQUIRED });
    }
  });
export type PushRegistrationInput = z.input<typeof pushRegistrationInputSchema>;

export const pushRegistrationSchema = z.object({
  id: z.string(),
  provider: pushProviderSchema,
  status: pushStatusSchema,
  pusher_device_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PushRegistration = z.infer<typeof pushRegistrationSchema>;

export const registerPushContract = defineContract({
  method: 'PUT',
  path: '/notifications/push',
  summary: "Register this device's push token (or change its status); the same token updates in place",
  tags,
  body: pushRegistrationInputSchema,
  response: z.object({ push_registration: pushRegistrationSchema }),
});

/**
 * SPEC §7 `GET /notifications/push_settings` (push_status, provider). With `token` the status is
 * that device's; without, `enabled` when any device of the member is enabled. `vapid_public_key`
 * is what the browser's `pushManager.subscribe({ applicationServerKey })` needs.
 */
export const pushSettingsContract = defineContract({
  method: 'GET',
  path: '/notifications/push_settings',
  summary: 'Push status and provider of this member (or one device), and the VAPID public key for web push',
  tags,
  query: z.object({ token: z.string().max(PUSH_TOKEN_MAX_LENGTH, maxLength(PUSH_TOKEN_MAX_LENGTH)).optional() }),
  response: z.object({
    push_status: pushStatusSchema.nullable(),
    provider: pushProviderSchema.nullable(),
    vapid_public_key: z.string(),
  }),
});

export const unsubscribeTypeSchema = z.enum(UNSUBSCRIBE_TYPES);

/**
 * SPEC §7 `PUT /notifications/unsubscribe` (subscriber_id, type) from the email footer's link
 * (`/unsubscribe-from-email?subscriber_id=…&type=…&token=…`). No session: the signed `token`
 * proves the link. A forged, expired or other-app link changes nothing and answers 400
 * `unsubscribe_link_invalid` with the reason (`token_invalid` | `token_expired`) in details.
 * reminders → receive_reminders_via_email off; blasts → receive_blast_notifications off;
 * messages → receive_message_notifications off; all → the three. `already_unsubscribed` says the
 * member did not get these emails before the call (a second click, or switched off in the app):
 * nothing changed.
 */
export const unsubscribeContract = defineContract({
  method: 'PUT',
  path: '/notifications/unsubscribe',
  summary: 'Stop one kind of email from a signed footer link (no sign-in needed)',
  tags,
  body: z.object({
    subscriber_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    type: unsubscribeTypeSchema,
    token: z.string().min(1).max(300, maxLength(300)),
  }),
  response: z.object({ unsubscribed: z.literal(true), already_unsubscribed: z.boolean(), type: unsubscribeTypeSchema, email: z.string() }),
});

/** One row of the in-app notification centre. `url` is where tapping it goes (an app path). */
export const inboxNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['reminder', 'booking', 'blast', 'message', 'system']),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type InboxNotification = z.infer<typeof inboxNotificationSchema>;

export const INBOX_PAGE_SIZE = 30;

export const inboxContract = defineContract({
  method: 'GET',
  path: '/notifications/inbox',
  summary: 'The notification centre, newest first, with the unread count',
  tags,
  query: z.object({
    /** `next_cursor` of the previous answer. */
    cursor: z.string().min(1).max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
    unread_only: z.enum(['true', 'false']).optional(),
  }),
  response: z.object({
    notifications: z.array(inboxNotificationSchema),
    unread_count: z.number().int(),
    next_cursor: z.string().nullable(),
  }),
});

export const inboxUnreadCountContract = defineContract({
  method: 'GET',
  path: '/notifications/inbox/unread_count',
  summary: 'How many notifications in the centre are unread (for the badge)',
  tags,
  response: z.object({ unread_count: z.number().int() }),
});

/** Marks the given notifications read, or every one with `all: true`. Unknown ids are ignored. */
export const markInboxReadContract = defineContract({
  method: 'POST',
  path: '/notifications/inbox/read',
  summary: 'Mark notifications of the centre read (some ids, or all)',
  tags,
  body: z
    .object({
      ids: z.array(z.uuid('Invalid notification id')).max(100).optional(),
      all: z.boolean().optional(),
    })
    .refine((value) => value.all === true || (value.ids?.length ?? 0) > 0, { message: 'Send ids or all: true', path: ['ids'] }),
  response: z.object({ unread_count: z.number().int() }),
});
