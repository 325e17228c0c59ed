/**
 * Money as integer minor units of an ISO 4217 currency (ARCHITECTURE: Data): cents for USD, whole
 * yen for JPY, fils (1/1000) for KWD. Nothing here uses floating-point amounts; the one place a
 * fraction appears (a percentage) rounds half up to the currency's minor unit. Zod-free, so both
 * front ends and the server can import it.
 */

/** The currencies an owner may sell in: the studio offers these; Stripe and the local gateway take them all. */
export const CURRENCIES = [
  'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'BRL', 'MXN',
  'JPY', 'KRW', 'INR', 'SGD', 'HKD', 'ZAR', 'AED', 'SAR', 'ILS', 'TRY', 'KWD', 'BHD', 'JOD',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** The largest amount one price, coupon or order may hold, in minor units (bounded so sums stay exact). */
export const MAX_AMOUNT = 99_999_999;

const minorUnits = new Map<string, number>();

/** Digits after the decimal point of a currency (ISO 4217 via Intl): 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyMinorUnit(currency: string): number {
  const known = minorUnits.get(currency);
  if (known !== undefined) return known;
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    digits = 2;
  }
  minorUnits.set(currency, digits);
  return digits;
}

/** A price as a member reads it, in their locale: `formatMoney(1999, 'EUR', 'de')` → "19,99 €". */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const digits = currencyMinorUnit(currency);
  const value = amount / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  } catch {
    return `${value.toFixed(digits)} ${currency}`;
  }
}

/** Major units typed by an owner ("19.99") as minor units (1999); null when it is not a valid amount for the currency. */
export function parseMoney(text: string, currency: string): number | null {
  const digits = currencyMinorUnit(currency);
  const match = /^\s*(\d{1,9})(?:[.,](\d*))?\s*$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const amount = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return amount <= MAX_AMOUNT ? amount : null;
}

/** `amount × numerator / denominator` rounded half up, in integers (no float drift). */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  return Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));
}
