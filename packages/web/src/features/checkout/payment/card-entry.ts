import type { CheckoutIntent } from '@tessera/core/api/commerce';

/**
 * What the card form of the active gateway offers the payment flow: check what was typed (and
 * say what is wrong in place), and confirm an intent with it. The local gateway answers
 * `requires_action` for its challenge step; Stripe.js runs 3-D Secure itself.
 */
export type CardEntryHandle = {
  validate: () => boolean;
  confirm: (intent: CheckoutIntent) => Promise<CheckoutIntent>;
};

/** Digits only: what a card number field holds, whatever spacing was typed or pasted. */
export const cardDigits = (text: string) => text.replace(/\D/g, '');

/** Groups of four as the member reads a card (Amex's 4-6-5 is left to the digits). */
export function formatCardNumber(text: string): string {
  const digits = cardDigits(text).slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Luhn's check: catches a mistyped digit before the gateway is asked. */
export function isLuhnValid(digits: string): boolean {
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM / YY` as typed, while typing. */
export function formatExpiry(text: string): string {
  const digits = cardDigits(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Month and four-digit year of a typed expiry; null when it is not a month that has yet to end. */
export function parseExpiry(text: string, now: Date = new Date()): { month: number; year: number } | null {
  const digits = cardDigits(text);
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return null;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= thisMonth ? { month, year } : null;
}
