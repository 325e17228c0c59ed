import { describe, expect, it } from 'vitest';
import { createPaymentsSetup } from './setup';

describe('payments setup', () => {
  it('stores Stripe keys in production only with PAYMENTS_SECRET', () => {
    expect(createPaymentsSetup({ secret: undefined, stripeApiUrl: undefined, isProduction: true }).mayStoreStripeKeys).toBe(false);
    expect(createPaymentsSetup({ secret: 'x'.repeat(32), stripeApiUrl: undefined, isProduction: true }).mayStoreStripeKeys).toBe(true);
    expect(createPaymentsSetup({ secret: undefined, stripeApiUrl: undefined, isProduction: false }).mayStoreStripeKeys).toBe(true);
  });

  it('gives apps the local test-mode gateway by default only outside production', () => {
    expect(createPaymentsSetup({ secret: undefined, stripeApiUrl: undefined, isProduction: true }).isLocalByDefault).toBe(false);
    expect(createPaymentsSetup({ secret: undefined, stripeApiUrl: undefined, isProduction: false }).isLocalByDefault).toBe(true);
  });

  it('points the Stripe SDK at another host when asked', () => {
    expect(createPaymentsSetup({ secret: undefined, stripeApiUrl: 'http://127.0.0.1:4010', isProduction: false }).stripeApi).toEqual({ host: '127.0.0.1', port: 4010, protocol: 'http' });
    expect(createPaymentsSetup({ secret: undefined, stripeApiUrl: undefined, isProduction: false }).stripeApi).toBeNull();
  });

  it('seals secrets so that only the same secret opens them, and never in the clear', () => {
    const a = createPaymentsSetup({ secret: 'a'.repeat(32), stripeApiUrl: undefined, isProduction: true }).secrets;
    const b = createPaymentsSetup({ secret: 'b'.repeat(32), stripeApiUrl: undefined, isProduction: true }).secrets;
    const sealed = a.encrypt('sk_test_abcdef');
    expect(sealed).not.toContain('sk_test');
    expect(a.encrypt('sk_test_abcdef')).not.toBe(sealed);
    expect(a.decrypt(sealed)).toBe('sk_test_abcdef');
    expect(() => b.decrypt(sealed)).toThrow();
    expect(a.verify('invoice', 'x', a.sign('invoice', 'x'))).toBe(true);
    expect(b.verify('invoice', 'x', a.sign('invoice', 'x'))).toBe(false);
    expect(a.verify('invoice', 'y', a.sign('invoice', 'x'))).toBe(false);
  });

  it('signs with a secret of its own when none is configured, so nobody can forge local events', () => {
    const one = createPaymentsSetup({ secret: undefined, stripeApiUrl: undefined, isProduction: false }).secrets;
    const two = createPaymentsSetup({ secret: undefined, stripeApiUrl: undefined, isProduction: false }).secrets;
    expect(one.localSigningKey).not.toBe(two.localSigningKey);
    expect(two.verify('invoice', 'x', one.sign('invoice', 'x'))).toBe(false);
    // Sealed keys stay readable across restarts in development.
    expect(two.decrypt(one.encrypt('sk_test_abc'))).toBe('sk_test_abc');
  });
});
