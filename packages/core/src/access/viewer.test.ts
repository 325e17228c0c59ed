import { describe, expect, it } from 'vitest';
import { guest, member } from './test-fixtures';
import { guestViewer, hasActiveProduct, isActingAdmin, isSubscribedTo } from './viewer';

describe('viewer helpers', () => {
  it('a guest viewer holds nothing', () => {
    expect(guestViewer('Europe/Oslo')).toEqual({
      isSignedIn: false,
      memberId: null,
      isAdmin: false,
      activeProductIds: [],
      subscribedPageIds: [],
      timezone: 'Europe/Oslo',
      progressRoots: {},
      isTestRun: false,
    });
  });

  it('admin counts only when signed in', () => {
    expect(isActingAdmin(member({ isAdmin: true }))).toBe(true);
    expect(isActingAdmin(member())).toBe(false);
    expect(isActingAdmin(guest({ isAdmin: true }))).toBe(false);
  });

  it('an active product must be among the listed products and the viewer signed in', () => {
    const products = [{ id: 'p_gold' }, { id: 'p_silver' }];
    expect(hasActiveProduct(member({ activeProductIds: ['p_silver'] }), products)).toBe(true);
    expect(hasActiveProduct(member({ activeProductIds: ['p_bronze'] }), products)).toBe(false);
    expect(hasActiveProduct(member({ activeProductIds: ['p_gold'] }), [])).toBe(false);
    expect(hasActiveProduct(guest({ activeProductIds: ['p_gold'] }), products)).toBe(false);
  });

  it('subscriptions may be a list or a Set, and need sign-in', () => {
    expect(isSubscribedTo(member({ subscribedPageIds: ['pg_a'] }), 'pg_a')).toBe(true);
    expect(isSubscribedTo(member({ subscribedPageIds: new Set(['pg_a']) }), 'pg_a')).toBe(true);
    expect(isSubscribedTo(member({ subscribedPageIds: new Set(['pg_a']) }), 'pg_b')).toBe(false);
    expect(isSubscribedTo(guest({ subscribedPageIds: ['pg_a'] }), 'pg_a')).toBe(false);
  });
});
