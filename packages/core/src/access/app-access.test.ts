import { describe, expect, it } from 'vitest';
import { appAccessSchema, type AppAccess } from '../entities/app';
import { evaluateAppAccess, isAppGateActive } from './app-access';
import { admin, BROWSING, GRANTED, guest, member, purchase, SIGN_IN } from './test-fixtures';
import type { Viewer } from './viewer';

const app = (fields: Partial<AppAccess>) =>
  appAccessSchema.parse({
    app_products: [{ id: 'p_app' }],
    purchase_overlay: { id: 'ov_app' },
    ...fields,
  });
const decide = (
  fields: Partial<AppAccess>,
  viewer: Viewer,
  options: { isForced?: boolean; isFromChild?: boolean } = {},
) =>
  evaluateAppAccess({
    app: app(fields),
    viewer,
    isForced: options.isForced ?? false,
    isFromChild: options.isFromChild ?? false,
  });

const PURCHASE = purchase(['p_app'], 'ov_app');
const subscriber = member({ activeProductIds: ['p_app'] });

describe('an open app', () => {
  it('grants everyone', () => {
    expect(decide({ allow_anonymous_browsing: false }, guest())).toEqual(GRANTED);
    expect(decide({}, guest(), { isForced: true, isFromChild: true })).toEqual(GRANTED);
  });
});

describe('private app', () => {
  it('needs sign-in, whatever browsing says', () => {
    expect(decide({ is_private: true, allow_anonymous_browsing: true }, guest())).toEqual(SIGN_IN);
    expect(decide({ is_private: true }, member())).toEqual(GRANTED);
  });

  it('if also subscriber-only, non-admins need an active app product', () => {
    const fields = { is_private: true, is_subscriber_only: true, allow_anonymous_browsing: true };
    expect(decide(fields, guest())).toEqual(SIGN_IN);
    expect(decide(fields, member({ activeProductIds: ['p_other'] }))).toEqual(PURCHASE);
    expect(decide(fields, subscriber)).toEqual(GRANTED);
    expect(decide(fields, admin())).toEqual(GRANTED);
  });
});

describe('subscriber-only app', () => {
  const fields = { is_subscriber_only: true, allow_anonymous_browsing: true };

  it('admins and product holders pass, forced or not', () => {
    expect(decide(fields, admin(), { isForced: true })).toEqual(GRANTED);
    expect(decide(fields, subscriber, { isFromChild: true })).toEqual(GRANTED);
  });

  it('browsing opens it to guests and to members without a product', () => {
    expect(decide(fields, guest())).toEqual(BROWSING);
    expect(decide(fields, member())).toEqual(BROWSING);
  });

  it('browsing does not count when forced or from a child', () => {
    expect(decide(fields, guest(), { isForced: true })).toEqual(PURCHASE);
    expect(decide(fields, member(), { isFromChild: true })).toEqual(PURCHASE);
  });

  it('without browsing, others need an active product', () => {
    expect(decide({ is_subscriber_only: true, allow_anonymous_browsing: false }, guest())).toEqual(
      PURCHASE,
    );
    expect(
      decide(
        { is_subscriber_only: true, allow_anonymous_browsing: false },
        guest({ isAdmin: true, activeProductIds: ['p_app'] }),
      ),
    ).toEqual(PURCHASE);
  });
});

describe('require_sign_in', () => {
  it('allows the signed-in', () => {
    expect(decide({ require_sign_in: true, allow_anonymous_browsing: false }, member())).toEqual(
      GRANTED,
    );
  });

  it('allows anonymous browsing, even when forced (SPEC gives no exception here)', () => {
    expect(decide({ require_sign_in: true, allow_anonymous_browsing: true }, guest())).toEqual(
      BROWSING,
    );
    expect(
      decide({ require_sign_in: true, allow_anonymous_browsing: true }, guest(), {
        isForced: true,
      }),
    ).toEqual(BROWSING);
  });

  it('otherwise asks guests to sign in', () => {
    expect(decide({ require_sign_in: true, allow_anonymous_browsing: false }, guest())).toEqual(
      SIGN_IN,
    );
  });

  it('with subscriber-only too, a signed-in member still needs the product', () => {
    expect(
      decide(
        { require_sign_in: true, is_subscriber_only: true, allow_anonymous_browsing: false },
        member(),
      ),
    ).toEqual(PURCHASE);
  });
});

describe('the app-level gate', () => {
  it.each([
    [{}, false],
    [{ allow_anonymous_browsing: false }, false],
    [{ require_sign_in: true, allow_anonymous_browsing: true }, false],
    [{ is_subscriber_only: true, allow_anonymous_browsing: true }, false],
    [{ require_sign_in: true, allow_anonymous_browsing: false }, true],
    [{ is_subscriber_only: true, allow_anonymous_browsing: false }, true],
    [{ is_private: true, allow_anonymous_browsing: true }, true],
  ] as const)('%j → %s', (fields, isActive) => {
    expect(isAppGateActive(app(fields))).toBe(isActive);
  });
});
