import { describe, expect, it } from 'vitest';
import { memberProfileSchema, toMemberView, userSchema } from './user';

const sample = {
  id: 'u_1',
  email: 'member@demo.test',
  name: 'Mia Member',
  timezone: 'Europe/Oslo',
  subscriber_id: 's_1',
  subscriber_uuid: '6f1c2a4e-1f7b-4c5e-9d0a-2b3c4d5e6f70',
  is_admin: false,
  is_account_admin: false,
  is_app_messaging_profile: false,
  active_product_ids: ['p_gold'],
  global_events_channel: 'member-u_1',
  avatar_urls: { small: '/u/a-100.webp', medium: '/u/a-180.webp', large: '/u/a-250.webp' },
  can_receive_messages_from_members: true,
  is_profile_public: true,
  language: 'nb',
  passwordless: false,
  auth_provider: 'google',
  attributes: { first_name: 'Mia' },
  app_subscription: {
    product_id: 'p_gold',
    status: 'active',
    current_period_end: '2026-01-01T00:00:00Z',
  },
};

describe('userSchema', () => {
  it('parses a full member', () => {
    expect(userSchema.parse(sample)).toEqual(sample);
  });

  it('fills defaults for a minimal member', () => {
    const user = userSchema.parse({
      id: 'u_2',
      email: 'new@demo.test',
      name: 'New',
      subscriber_id: null,
      subscriber_uuid: null,
      global_events_channel: 'member-u_2',
    });
    expect(user).toMatchObject({
      timezone: 'UTC',
      is_admin: false,
      active_product_ids: [],
      avatar_urls: null,
      language: null,
      auth_provider: 'default',
      app_subscription: null,
    });
  });

  it('refuses an unknown login type and a locale outside the twelve', () => {
    expect(userSchema.safeParse({ ...sample, auth_provider: 'facebook' }).success).toBe(false);
    expect(userSchema.safeParse({ ...sample, language: 'it' }).success).toBe(false);
  });
});

describe('memberProfileSchema', () => {
  it('keeps only what others may see', () => {
    const profile = memberProfileSchema.parse(sample);
    expect(Object.keys(profile).sort()).toEqual([
      'avatar_urls',
      'id',
      'is_app_messaging_profile',
      'name',
    ]);
  });
});

describe('toMemberView', () => {
  it('maps snake_case to the camelCase view', () => {
    const view = toMemberView(userSchema.parse({ ...sample, is_admin: true }));
    expect(view).toMatchObject({
      isAdmin: true,
      subscriberId: 's_1',
      subscriberUuid: sample.subscriber_uuid,
      activeProductIds: ['p_gold'],
      language: 'nb',
      shouldFinishSetup: false,
    });
  });

  it('asks a passwordless member of the passwordless provider to finish setup', () => {
    const user = userSchema.parse({ ...sample, passwordless: true, auth_provider: 'passwordless' });
    expect(toMemberView(user).shouldFinishSetup).toBe(true);
    expect(toMemberView({ ...user, auth_provider: 'google' }).shouldFinishSetup).toBe(false);
  });

  it('does not share the product list with the user object', () => {
    const user = userSchema.parse(sample);
    toMemberView(user).activeProductIds.push('p_other');
    expect(user.active_product_ids).toEqual(['p_gold']);
  });
});
