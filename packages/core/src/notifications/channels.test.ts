import { describe, expect, it } from 'vitest';
import { channelsFor } from './channels';
import { DEFAULT_NOTIFICATION_SETTINGS as D } from './settings';

describe('channelsFor', () => {
  it('sends reminders on the channels the member chose, and nothing when all are inactive', () => {
    expect(channelsFor('reminder', D)).toEqual({ inApp: true, push: true, email: true });
    expect(channelsFor('reminder', { ...D, receive_reminders_via_push_notification: false })).toEqual({ inApp: true, push: false, email: true });
    expect(channelsFor('reminder', { ...D, receive_reminders_via_email: false })).toEqual({ inApp: true, push: true, email: false });
    expect(channelsFor('reminder', { ...D, is_all_reminders_inactive: true })).toEqual({ inApp: false, push: false, email: false });
  });

  it('tells of a booking on the member’s reminder channels, even with every reminder inactive', () => {
    expect(channelsFor('booking', D)).toEqual({ inApp: true, push: true, email: true });
    expect(channelsFor('booking', { ...D, is_all_reminders_inactive: true, receive_reminders_just_for_you: false })).toEqual({ inApp: true, push: true, email: true });
    expect(channelsFor('booking', { ...D, receive_reminders_via_push_notification: false, receive_reminders_via_email: false })).toEqual({ inApp: true, push: false, email: false });
  });

  it('respects receive_blast_notifications and the owner’s channels', () => {
    expect(channelsFor('blast', D, { email: false })).toEqual({ inApp: true, push: true, email: false });
    expect(channelsFor('blast', { ...D, receive_blast_notifications: false })).toEqual({ inApp: false, push: false, email: false });
  });

  it('pushes messages only when message notifications are on', () => {
    expect(channelsFor('message', D)).toEqual({ inApp: false, push: true, email: false });
    expect(channelsFor('message', { ...D, receive_message_notifications: false })).toEqual({ inApp: false, push: false, email: false });
  });
});
