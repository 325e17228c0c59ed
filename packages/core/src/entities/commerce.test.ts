import { describe, expect, it } from 'vitest';
import {
  checkoutErrorCodes,
  checkoutErrorMessage,
  pastDueSubscriptionSchema,
  productSummarySchema,
} from './commerce';
import { PURCHASE_PROBLEM } from '../messages';

describe('checkout errors', () => {
  it('gives the SPEC text for existing_subscription', () => {
    expect(checkoutErrorMessage('existing_subscription')).toBe(
      'You already subscribe to this product.',
    );
  });

  it('falls back to the general purchase text', () => {
    expect(checkoutErrorMessage('invalid_coupon')).toBe(PURCHASE_PROBLEM);
    for (const code of checkoutErrorCodes) expect(checkoutErrorMessage(code)).not.toBe('');
  });
});

describe('products', () => {
  it('parses a one-off and a subscription product', () => {
    expect(
      productSummarySchema.parse({ id: 'p1', name: 'Guide', amount: 900, currency: 'USD' })
        .interval,
    ).toBeNull();
    expect(
      productSummarySchema.parse({
        id: 'p2',
        name: 'Gold',
        amount: 1999,
        currency: 'EUR',
        interval: 'year',
      }).interval,
    ).toBe('year');
    expect(
      productSummarySchema.safeParse({ id: 'p3', name: 'x', amount: 1, currency: 'eur' }).success,
    ).toBe(false);
    expect(
      productSummarySchema.safeParse({
        id: 'p3',
        name: 'x',
        amount: 1,
        currency: 'EUR',
        interval: 'quarter',
      }).success,
    ).toBe(false);
  });

  it('parses a past-due subscription', () => {
    expect(pastDueSubscriptionSchema.parse({ product_id: 'p2' })).toEqual({ product_id: 'p2' });
  });
});
