/**
 * SPEC §3 Notification settings: twelve booleans per member. The defaults are the platform's
 * choice (SPEC names no defaults): everything a member would expect on is on, the noisier
 * reminders (weekly digest, "starting now") are off, and nothing is inactive.
 */
export const NOTIFICATION_SETTING_KEYS = [
  'receive_blast_notifications',
  'receive_message_notifications',
  'receive_reminders_just_for_you',
  'receive_reminders_for_app',
  'receive_reminders_via_push_notification',
  'receive_reminders_via_email',
  'is_daily_reminders',
  'is_weekly_reminders',
  'is_15_minute_reminder',
  'is_starting_now_reminder',
  'remind_day_of',
  'is_all_reminders_inactive',
] as const;

export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[number];
export type NotificationSettings = Record<NotificationSettingKey, boolean>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  receive_blast_notifications: true,
  receive_message_notifications: true,
  receive_reminders_just_for_you: true,
  receive_reminders_for_app: true,
  receive_reminders_via_push_notification: true,
  receive_reminders_via_email: true,
  is_daily_reminders: true,
  is_weekly_reminders: false,
  is_15_minute_reminder: true,
  is_starting_now_reminder: false,
  remind_day_of: true,
  is_all_reminders_inactive: false,
};

/** The channels a notification can travel on. `in_app` is the notification centre. */
export type NotificationChannel = 'push' | 'email' | 'in_app';

/**
 * What kind of thing a notification is about; decides which settings apply. `booking` is news
 * about something the member booked (a date of theirs was cancelled): not a reminder, so turning
 * reminders off does not silence it.
 */
export type NotificationKind = 'reminder' | 'booking' | 'blast' | 'message' | 'system';

/** Email unsubscribe link types (`PUT /notifications/unsubscribe` `type`) and what each turns off. */
export const UNSUBSCRIBE_TYPES = ['reminders', 'blasts', 'messages', 'all'] as const;
export type UnsubscribeType = (typeof UNSUBSCRIBE_TYPES)[number];

export function settingsAfterUnsubscribe(settings: NotificationSettings, type: UnsubscribeType): NotificationSettings {
  const next = { ...settings };
  if (type === 'reminders' || type === 'all') next.receive_reminders_via_email = false;
  if (type === 'blasts' || type === 'all') next.receive_blast_notifications = false;
  if (type === 'messages' || type === 'all') next.receive_message_notifications = false;
  return next;
}
