import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../notifications/settings';
import { notificationSettingsSchema, pushRegistrationSchema } from './notifications';

describe('notificationSettingsSchema', () => {
  it('accepts the defaults and requires every setting', () => {
    expect(notificationSettingsSchema.parse(DEFAULT_NOTIFICATION_SETTINGS)).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    const { remind_day_of: _dropped, ...missing } = DEFAULT_NOTIFICATION_SETTINGS;
    expect(notificationSettingsSchema.safeParse(missing).success).toBe(false);
  });

  it('accepts booleans only', () => {
    expect(
      notificationSettingsSchema.safeParse({
        ...DEFAULT_NOTIFICATION_SETTINGS,
        is_daily_reminders: 'true',
      }).success,
    ).toBe(false);
  });
});

describe('pushRegistrationSchema', () => {
  it('parses a registration', () => {
    const registration = pushRegistrationSchema.parse({
      token: 'ExponentPushToken[abc]',
      provider: 'expo',
      status: 'enabled',
    });
    expect(registration.pusher_device_id).toBeNull();
  });

  it('refuses unknown providers and statuses', () => {
    expect(
      pushRegistrationSchema.safeParse({ token: 't', provider: 'apns', status: 'enabled' }).success,
    ).toBe(false);
    expect(
      pushRegistrationSchema.safeParse({ token: 't', provider: 'fcm', status: 'paused' }).success,
    ).toBe(false);
  });
});
