import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tessera/core/commerce/money';
import type { CheckoutIntent, Subscription } from '@tessera/core/api/commerce';
import { paySubscription } from './billing-api';
import { CardPaymentDialog } from './CardPaymentDialog';

/**
 * Settles a past-due renewal (from the subscriptions screen or the past-due banner). The attempt's
 * idempotency key comes from the caller, so reopening the dialog for the same renewal cannot pay twice.
 */
export function PayDueDialog({ subscription, keyFor, onPaid, onClose }: { subscription: Subscription; keyFor: (attempt: string) => string; onPaid: () => Promise<void>; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const intent = useRef<CheckoutIntent | null>(null);
  const amount = formatMoney(subscription.amount_due, subscription.currency, i18n.language);
  const getIntent = async () => {
    intent.current ??= await paySubscription(subscription.id, keyFor(`${subscription.id}:${subscription.latest_invoice_id ?? ''}`));
    return intent.current;
  };
  return (
    <CardPaymentDialog
      title={t('account.subscriptions.payTitle')}
      lead={t('account.subscriptions.payLead', { product: subscription.product.name, amount })}
      submitLabel={t('checkout.pay', { amount })}
      doneText={t('account.subscriptions.paid', { product: subscription.product.name })}
      getIntent={getIntent}
      onPaid={onPaid}
      onClose={onClose}
    />
  );
}
