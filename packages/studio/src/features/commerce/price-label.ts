import type { TFunction } from 'i18next';
import { formatMoney } from '@tessera/core/commerce/money';
import type { ProductInterval } from '@tessera/core/entities/commerce';

/** A price as the owner reads it in their language: "$19.99", or "$9.00 a month" for a subscription. */
export function priceLabel(
  price: { amount: number; currency: string; interval: ProductInterval | null },
  t: TFunction,
  language: string,
): string {
  const money = formatMoney(price.amount, price.currency, language);
  return price.interval ? t(`commerce.price.every.${price.interval}`, { price: money }) : money;
}

/** A date (and time) from the server in the owner's language. */
export function formatDate(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(
    language,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}
