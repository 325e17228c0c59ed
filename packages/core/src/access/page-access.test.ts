import { describe, expect, it } from 'vitest';
import type { AccessNode } from '../entities/page';
import { evaluatePageAccess } from './page-access';
import {
  admin,
  BROWSING,
  GRANTED,
  guest,
  member,
  node,
  NOW,
  purchase,
  SIGN_IN,
} from './test-fixtures';
import type { Viewer } from './viewer';

const PAGE = 'pg_page';
const ROOT = 'pg_root';

function decide(
  fields: Partial<AccessNode>,
  viewer: Viewer,
  options: { isFromChild?: boolean; now?: Date; progressRootId?: string | null } = {},
) {
  return evaluatePageAccess({
    node: node(fields),
    pageId: PAGE,
    progressRootId: options.progressRootId === undefined ? ROOT : options.progressRootId,
    viewer,
    now: options.now ?? NOW,
    isFromChild: options.isFromChild ?? false,
  });
}

const GOLD = [{ id: 'p_gold' }, { id: 'p_gold_yearly' }];

describe('no rules', () => {
  it('grants anyone, with no reason and no data', () => {
    expect(decide({}, guest())).toEqual(GRANTED);
    expect(decide({}, member())).toEqual(GRANTED);
  });
});

describe('test runs', () => {
  it('see every page as granted, however locked', () => {
    const locked = {
      is_private: true,
      require_purchase: true,
      require_authentication: true,
      is_scheduled: true,
      unlocks_at: '2999-01-01T00:00:00Z',
    };
    expect(decide(locked, guest({ isTestRun: true }))).toEqual(GRANTED);
    expect(decide(locked, guest())).not.toEqual(GRANTED);
  });
});

describe('rule 1: private pages', () => {
  const subscriber = (overrides: Partial<Viewer> = {}) =>
    member({ subscribedPageIds: [PAGE], ...overrides });

  it('opens to a signed-in member subscribed to the page', () => {
    expect(decide({ is_private: true }, subscriber())).toEqual(GRANTED);
    expect(
      decide({ is_private: true }, subscriber({ subscribedPageIds: new Set([PAGE]) })),
    ).toEqual(GRANTED);
  });

  it('is IS_PRIVATE with a sign-in reason for guests, even with a stale subscription list', () => {
    const expected = {
      result: { granted: false, reason: 'require_authentication', data: null },
      outcome: 'IS_PRIVATE',
    };
    expect(decide({ is_private: true }, guest())).toEqual(expected);
    expect(decide({ is_private: true }, guest({ subscribedPageIds: [PAGE] }))).toEqual(expected);
  });

  it('is IS_PRIVATE with no reason for a member subscribed elsewhere, admins included', () => {
    const expected = {
      result: { granted: false, reason: null, data: null },
      outcome: 'IS_PRIVATE',
    };
    expect(decide({ is_private: true }, member({ subscribedPageIds: ['pg_elsewhere'] }))).toEqual(
      expected,
    );
    expect(decide({ is_private: true }, admin())).toEqual(expected);
  });

  it('with purchase required, a non-admin subscriber needs an active product among the page’s products', () => {
    const fields = {
      is_private: true,
      require_purchase: true,
      products: GOLD,
      purchase_overlay: { id: 'ov_1' },
    };
    expect(decide(fields, subscriber())).toEqual(purchase(['p_gold', 'p_gold_yearly'], 'ov_1'));
    expect(decide(fields, subscriber({ activeProductIds: ['p_silver'] }))).toEqual(
      purchase(['p_gold', 'p_gold_yearly'], 'ov_1'),
    );
    expect(decide(fields, subscriber({ activeProductIds: ['p_gold_yearly'] }))).toEqual(GRANTED);
    expect(decide(fields, admin({ subscribedPageIds: [PAGE] }))).toEqual(GRANTED);
  });

  it('checks the subscription before the product', () => {
    const fields = { is_private: true, require_purchase: true, products: GOLD };
    expect(decide(fields, member({ activeProductIds: ['p_gold'] })).outcome).toBe('IS_PRIVATE');
  });

  it('browsing does not open a private page', () => {
    expect(decide({ is_private: true, allow_browsing: true }, guest()).result.granted).toBe(false);
    expect(
      decide(
        { is_private: true, allow_browsing: true, require_purchase: true, products: GOLD },
        subscriber(),
      ),
    ).toEqual(purchase(['p_gold', 'p_gold_yearly']));
  });
});

describe('rule 2: purchase required', () => {
  const paid = { require_purchase: true, products: GOLD, purchase_overlay: { id: 'ov_gold' } };

  it('opens to a member with an active matching product', () => {
    expect(decide(paid, member({ activeProductIds: ['p_gold'] }))).toEqual(GRANTED);
    expect(decide(paid, member({ activeProductIds: ['p_gold'] }), { isFromChild: true })).toEqual(
      GRANTED,
    );
  });

  it('admins pass without a product', () => {
    expect(decide(paid, admin())).toEqual(GRANTED);
    expect(decide({ ...paid, products: [] }, admin())).toEqual(GRANTED);
  });

  it('is PURCHASE_REQUIRED with the products and overlay for a member without one', () => {
    expect(decide(paid, member({ activeProductIds: ['p_silver'] }))).toEqual(
      purchase(['p_gold', 'p_gold_yearly'], 'ov_gold'),
    );
  });

  it('is PURCHASE_REQUIRED (buying is the way in) for a guest, even a guest claiming admin or products', () => {
    expect(decide(paid, guest())).toEqual(purchase(['p_gold', 'p_gold_yearly'], 'ov_gold'));
    expect(decide(paid, guest({ isAdmin: true, activeProductIds: ['p_gold'] }))).toEqual(
      purchase(['p_gold', 'p_gold_yearly'], 'ov_gold'),
    );
  });

  it('a paid page without products fails closed, with an empty product list and a null overlay', () => {
    expect(decide({ require_purchase: true }, member({ activeProductIds: ['p_gold'] }))).toEqual(
      purchase([]),
    );
  });

  it('browsing opens it as a preview (ALLOW_BROWSING) when the visit is not from a child', () => {
    expect(decide({ ...paid, allow_browsing: true }, guest())).toEqual(BROWSING);
    expect(decide({ ...paid, allow_browsing: true }, member())).toEqual(BROWSING);
  });

  it('browsing does not open it from a child', () => {
    expect(decide({ ...paid, allow_browsing: true }, guest(), { isFromChild: true })).toEqual(
      purchase(['p_gold', 'p_gold_yearly'], 'ov_gold'),
    );
  });

  it('a viewer with real access is not marked as browsing', () => {
    expect(
      decide({ ...paid, allow_browsing: true }, member({ activeProductIds: ['p_gold'] })),
    ).toEqual(GRANTED);
    expect(decide({ ...paid, allow_browsing: true }, admin())).toEqual(GRANTED);
  });
});

describe('rule 3: scheduled with unlocks_at', () => {
  const fixed = { is_scheduled: true, unlocks_at: '2026-03-10T12:00:01Z' };

  it('is IS_SCHEDULED with available_after until that time, for anyone', () => {
    const expected = {
      result: {
        granted: false,
        reason: 'is_scheduled',
        data: { available_after: '2026-03-10T12:00:01.000Z' },
      },
      outcome: 'IS_SCHEDULED',
    };
    expect(decide(fixed, guest())).toEqual(expected);
    expect(decide(fixed, admin())).toEqual(expected);
  });

  it('opens at that time', () => {
    expect(decide(fixed, guest(), { now: new Date('2026-03-10T12:00:01Z') })).toEqual(GRANTED);
  });

  it('comes after purchase: a guest on a paid, scheduled page is asked to buy first', () => {
    expect(decide({ ...fixed, require_purchase: true, products: GOLD }, guest()).outcome).toBe(
      'PURCHASE_REQUIRED',
    );
  });

  it('still applies to a page opened by browsing', () => {
    expect(
      decide({ ...fixed, require_purchase: true, allow_browsing: true }, guest()).outcome,
    ).toBe('IS_SCHEDULED');
  });
});

describe('rule 4: scheduled from a progress root', () => {
  const drip = { is_scheduled: true, schedule_period: 2, schedule_interval: 'days' as const };
  const starter = (startedAt: string) =>
    member({ progressRoots: { [ROOT]: { started_at: startedAt } } });

  it('asks a guest to sign in', () => {
    expect(decide(drip, guest())).toEqual(SIGN_IN);
  });

  it('is START_REQUIRED with no date before the root is started', () => {
    const expected = {
      result: { granted: false, reason: 'is_scheduled', data: { available_after: null } },
      outcome: 'START_REQUIRED',
    };
    expect(decide(drip, member())).toEqual(expected);
    expect(decide(drip, starter('2026-03-01T00:00:00Z'), { progressRootId: null })).toEqual(
      expected,
    );
  });

  it('is IS_SCHEDULED with available_after until the period has passed', () => {
    expect(decide(drip, starter('2026-03-08T12:00:01Z'))).toEqual({
      result: {
        granted: false,
        reason: 'is_scheduled',
        data: { available_after: '2026-03-10T12:00:01.000Z' },
      },
      outcome: 'IS_SCHEDULED',
    });
  });

  it('opens when the period has passed', () => {
    expect(decide(drip, starter('2026-03-08T12:00:00Z'))).toEqual(GRANTED);
  });
});

describe('rule 5: authentication required', () => {
  it('opens to signed-in members', () => {
    expect(decide({ require_authentication: true }, member())).toEqual(GRANTED);
  });

  it('is AUTHENTICATION_REQUIRED for guests', () => {
    expect(decide({ require_authentication: true }, guest())).toEqual(SIGN_IN);
  });

  it('browsing opens it to guests as a preview, also from a child (SPEC gives no child exception here)', () => {
    expect(decide({ require_authentication: true, allow_browsing: true }, guest())).toEqual(
      BROWSING,
    );
    expect(
      decide({ require_authentication: true, allow_browsing: true }, guest(), {
        isFromChild: true,
      }),
    ).toEqual(BROWSING);
  });

  it('comes after the schedule: a guest on a sign-in page with a fixed date sees the date', () => {
    expect(
      decide(
        { require_authentication: true, is_scheduled: true, unlocks_at: '2026-12-01T00:00:00Z' },
        guest(),
      ).outcome,
    ).toBe('IS_SCHEDULED');
  });
});
