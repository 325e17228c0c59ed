import { z } from 'zod';

/** SPEC §3 Notification settings; sent and stored as booleans (SPEC §5). */
export const notificationSettingsSchema = z.object({
  receive_blast_notifications: z.boolean(),
  receive_message_notifications: z.boolean(),
  receive_reminders_just_for_you: z.boolean(),
  receive_reminders_for_app: z.boolean(),
  receive_reminders_via_push_notification: z.boolean(),
  receive_reminders_via_email: z.boolean(),
  is_daily_reminders: z.boolean(),
  is_weekly_reminders: z.boolean(),
  is_15_minute_reminder: z.boolean(),
  is_starting_now_reminder: z.boolean(),
  /** True: the daily reminder comes at 8 AM on the day; false: at 8 PM the night before. */
  remind_day_of: z.boolean(),
  is_all_reminders_inactive: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const pushProviders = ['expo', 'pusher', 'fcm'] as const;
export const pushProviderSchema = z.enum(pushProviders);
export type PushProvider = z.infer<typeof pushProviderSchema>;

/** `suspended`: the provider refused the token; kept so the member is not asked again at once. */
export const pushStatuses = ['enabled', 'disabled', 'suspended'] as const;
export const pushStatusSchema = z.enum(pushStatuses);
export type PushStatus = z.infer<typeof pushStatusSchema>;

/** SPEC §3 Push registration (`PUT /notifications/push`). */
export const pushRegistrationSchema = z.object({
  token: z.string().min(1).max(4096),
  provider: pushProviderSchema,
  status: pushStatusSchema,
  pusher_device_id: z.string().nullable().default(null),
});
export type PushRegistration = z.infer<typeof pushRegistrationSchema>;
