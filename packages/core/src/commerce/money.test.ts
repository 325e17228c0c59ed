import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyMinorUnit, CURRENCIES, formatMoney, MAX_AMOUNT, mulDivRound, parseMoney } from './money';

describe('currency minor units (ISO 4217)', () => {
  it('knows cents, whole yen and thousandths', () => {
    expect(currencyMinorUnit('USD')).toBe(2);
    expect(currencyMinorUnit('JPY')).toBe(0);
    expect(currencyMinorUnit('KWD')).toBe(3);
  });
});

describe('formatMoney', () => {
  it('formats minor units in the reader’s locale', () => {
    expect(formatMoney(1999, 'USD', 'en')).toBe('$19.99');
    expect(formatMoney(1999, 'EUR', 'de').replace(/\s/g, ' ')).toBe('19,99 €');
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
    expect(formatMoney(1500, 'KWD', 'en')).toContain('1.500');
  });
});

describe('parseMoney', () => {
  it('reads what an owner types', () => {
    expect(parseMoney('19.99', 'USD')).toBe(1999);
    expect(parseMoney('19,9', 'EUR')).toBe(1990);
    expect(parseMoney('7', 'USD')).toBe(700);
    expect(parseMoney('500', 'JPY')).toBe(500);
    expect(parseMoney('5.5', 'JPY')).toBeNull();
    expect(parseMoney('1.001', 'USD')).toBeNull();
    expect(parseMoney('-1', 'USD')).toBeNull();
    expect(parseMoney('abc', 'USD')).toBeNull();
  });

  it('round-trips every amount through its major-unit text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT }), fc.constantFrom(...CURRENCIES), (amount, currency) => {
        const digits = currencyMinorUnit(currency);
        const text = digits === 0 ? String(amount) : `${Math.floor(amount / 10 ** digits)}.${String(amount % 10 ** digits).padStart(digits, '0')}`;
        expect(parseMoney(text, currency)).toBe(amount);
      }),
    );
  });
});

describe('mulDivRound', () => {
  it('rounds half up in integers', () => {
    expect(mulDivRound(5, 1, 10)).toBe(1); // 0.5 → 1
    expect(mulDivRound(4, 1, 10)).toBe(0);
    expect(mulDivRound(1999, 15, 100)).toBe(300); // 299.85
  });

  it('is within half a unit of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT }), fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        const rounded = mulDivRound(amount, bps, 10_000);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded * 10_000 - amount * bps)).toBeLessThanOrEqual(5_000);
      }),
    );
  });
});
