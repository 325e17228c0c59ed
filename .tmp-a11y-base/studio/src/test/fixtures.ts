import type { Owner, StudioApp, StudioMember } from '@tessera/core/api/studio';

export const owner: Owner = {
  id: 'owner-1',
  email: 'owner@demo.test',
  name: 'Olivia Owner',
  account_id: 'account-1',
  account_name: 'Demo Company',
};

export const demoApp: StudioApp = { id: '7f1c1d2e-0b1a-4c5d-9e8f-0a1b2c3d4e5f', slug: 'demo', name: 'Demo App', member_count: 3 };

export function member(index: number, overrides: Partial<StudioMember> = {}): StudioMember {
  return {
    id: `member-${index}`,
    email: `person${index}@demo.test`,
    name: `Person ${index}`,
    subscriber_id: `subscriber-${index}`,
    is_admin: false,
    is_account_admin: false,
    is_app_messaging_profile: false,
    auth_provider: 'default',
    language: null,
    created_at: '2025-03-14T09:30:00.000Z',
    ...overrides,
  };
}

/** A page of the members call as the server answers it. */
export function membersPage(items: StudioMember[], { page = 1, per_page = 25, total_count = items.length } = {}) {
  return { items, page, per_page, total_count };
}
