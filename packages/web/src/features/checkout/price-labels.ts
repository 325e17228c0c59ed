import type { TFunction } from 'i18next';
import { formatMoney } from '@tessera/core/commerce/money';
import type { ProductInterval } from '@tessera/core/entities/commerce';

/** "€9.99", or "€9.99 per month" for a subscription, in the member's locale. */
export function priceLabel(t: TFunction, language: string, price: { amount: number; currency: string; interval: ProductInterval | null }): string {
  const amount = formatMoney(price.amount, price.currency, language);
  return price.interval ? t(`checkout.per.${price.interval}`, { amount }) : amount;
}
