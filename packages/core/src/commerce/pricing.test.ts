import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from './money';
import { couponDiscount, priceOrder, type CouponTerms } from './pricing';

const product = (amount: number) => ({ id: 'p', name: 'Premium', amount });

const couponArb: fc.Arbitrary<CouponTerms | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 100 }).map((percentOff) => ({ kind: 'percent' as const, percentOff })),
  fc.integer({ min: 0, max: MAX_AMOUNT }).map((amountOff) => ({ kind: 'fixed' as const, amountOff })),
);

describe('priceOrder', () => {
  it('adds bumps, takes the coupon off the product only and adds tax on the rest', () => {
    const order = priceOrder({
      product: product(2000),
      bumps: [{ id: 'b', name: 'Workbook', amount: 500 }],
      coupon: { kind: 'percent', percentOff: 10 },
      taxRateBps: 2000,
    });
    expect(order.lineItems.map((l) => [l.kind, l.amount])).toEqual([
      ['product', 2000],
      ['order_bump', 500],
    ]);
    expect(order).toMatchObject({ subtotal: 2500, discount: 200, tax: 460, total: 2760 });
  });

  it('never discounts more than the price (a fixed coupon larger than it makes the product free)', () => {
    expect(couponDiscount(500, { kind: 'fixed', amountOff: 1000 })).toBe(500);
    expect(priceOrder({ product: product(500), coupon: { kind: 'fixed', amountOff: 1000 } }).total).toBe(0);
    expect(couponDiscount(0, { kind: 'percent', percentOff: 50 })).toBe(0);
  });

  it('rounds a percentage half up to the minor unit', () => {
    expect(couponDiscount(999, { kind: 'percent', percentOff: 15 })).toBe(150); // 149.85
    expect(couponDiscount(10, { kind: 'percent', percentOff: 25 })).toBe(3); // 2.5
  });

  it('keeps every figure an integer, the discount within the price and the total never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_AMOUNT }),
        fc.array(fc.integer({ min: 0, max: MAX_AMOUNT }), { maxLength: 3 }),
        couponArb,
        fc.integer({ min: 0, max: 5000 }),
        (amount, bumpAmounts, coupon, taxRateBps) => {
          const order = priceOrder({ product: product(amount), bumps: bumpAmounts.map((a, i) => ({ id: `b${i}`, name: 'b', amount: a })), coupon, taxRateBps });
          for (const value of [order.subtotal, order.discount, order.tax, order.total]) expect(Number.isSafeInteger(value)).toBe(true);
          expect(order.discount).toBeGreaterThanOrEqual(0);
          expect(order.discount).toBeLessThanOrEqual(amount);
          expect(order.total).toBeGreaterThanOrEqual(0);
          expect(order.total).toBe(order.subtotal - order.discount + order.tax);
          expect(order.subtotal).toBe(amount + bumpAmounts.reduce((a, b) => a + b, 0));
        },
      ),
    );
  });

  it('a bigger percentage never gives a smaller discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT }), fc.integer({ min: 1, max: 99 }), (amount, percent) => {
        expect(couponDiscount(amount, { kind: 'percent', percentOff: percent + 1 })).toBeGreaterThanOrEqual(couponDiscount(amount, { kind: 'percent', percentOff: percent }));
      }),
    );
  });
});
