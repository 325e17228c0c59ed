import type { NotificationKind, NotificationSettings } from './settings';

export type Channels = { inApp: boolean; push: boolean; email: boolean };

/** The centre, and push and email as the member's reminder channels allow: reminders and bookings share them. */
function onReminderChannels(want: Channels, settings: NotificationSettings): Channels {
  return { inApp: want.inApp, push: want.push && settings.receive_reminders_via_push_notification, email: want.email && settings.receive_reminders_via_email };
}

/**
 * Which channels a notification of `kind` travels on for a member with these settings (SPEC §3):
 * - reminder: nothing when every reminder is inactive; else the centre, push when
 *   receive_reminders_via_push_notification, email when receive_reminders_via_email;
 * - booking: the same channels, but never silenced by is_all_reminders_inactive or the reminder
 *   kinds — a member who booked a date hears that it is off, at least in the centre;
 * - blast: nothing when receive_blast_notifications is off; else the centre and the channels the
 *   owner chose;
 * - message: push only, when receive_message_notifications (the thread is the in-app record);
 * - system: the centre and push.
 * `requested` narrows further (an owner's blast without email, a message without push).
 */
export function channelsFor(kind: NotificationKind, settings: NotificationSettings, requested: Partial<Channels> = {}): Channels {
  const want = { inApp: requested.inApp ?? true, push: requested.push ?? true, email: requested.email ?? true };
  const none = { inApp: false, push: false, email: false };
  switch (kind) {
    case 'reminder':
      return settings.is_all_reminders_inactive ? none : onReminderChannels(want, settings);
    case 'booking':
      return onReminderChannels(want, settings);
    case 'blast':
      if (!settings.receive_blast_notifications) return none;
      return want;
    case 'message':
      if (!settings.receive_message_notifications) return none;
      return { inApp: false, push: want.push, email: false };
    case 'system':
      return { inApp: want.inApp, push: want.push, email: false };
  }
}
