import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tessera/core/commerce/money';
import type { Subscription } from '@tessera/core/api/commerce';
import { Dialog } from '@tessera/ui/Dialog';
import { describeError } from '../../../app/forms/describe-error';
import { SubmitButton } from '../../../ui/SubmitButton';
import { createAttemptKeys } from '../../checkout/payment/idempotency';
import { priceLabel } from '../../checkout/price-labels';
import { useActivation } from '../../checkout/use-activation';
import { AccountSection } from '../Account/AccountSection';
import { billingKeys, cancelSubscription, fetchSubscriptions, startPaymentMethodUpdate } from './billing-api';
import { ListState } from './BillingStates';
import { CardPaymentDialog } from './CardPaymentDialog';
import { formatDay } from './dates';
import { PayDueDialog } from './PayDueDialog';
import { useInvoiceOpener } from './use-invoice';
import billing from './billing.module.css';

/** Cancelling ends renewals, not access: the member confirms, knowing until when they keep it. */
function CancelDialog({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setIsBusy(true);
    setError(null);
    try {
      const updated = await cancelSubscription(subscription.id);
      queryClient.setQueryData<Subscription[]>(billingKeys.subscriptions, (list) => list?.map((item) => (item.id === updated.id ? updated : item)));
      onClose();
    } catch (failure) {
      setError(describeError(failure, t, i18n.language));
      setIsBusy(false);
    }
  };
  return (
    <Dialog role="alertdialog" title={t('account.subscriptions.cancelTitle', { product: subscription.product.name })} onClose={onClose} closeLabel={t('common.close')}>
      <p className={billing.confirmText}>{t('account.subscriptions.cancelText', { date: formatDay(subscription.current_period_end, i18n.language) })}</p>
      <p className={billing.error} role="alert">
        {error}
      </p>
      <div className={billing.confirmActions}>
        <SubmitButton type="button" isBusy={isBusy} busyLabel={t('account.subscriptions.cancelling')} onClick={() => void confirm()}>
          {t('account.subscriptions.cancelConfirm')}
        </SubmitButton>
        <SubmitButton type="button" variant="secondary" onClick={onClose}>
          {t('account.subscriptions.keep')}
        </SubmitButton>
      </div>
    </Dialog>
  );
}

function UpdateCardDialog({ subscription, onClose }: { subscription: Subscription; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const intent = useRef<Awaited<ReturnType<typeof startPaymentMethodUpdate>> | null>(null);
  const getIntent = async () => {
    // One setup intent per dialog: a second try confirms the same one with another card.
    intent.current ??= await startPaymentMethodUpdate(subscription.id);
    return intent.current;
  };
  return (
    <CardPaymentDialog
      title={t('account.subscriptions.updateCardTitle')}
      lead={t('account.subscriptions.updateCardLead', { product: subscription.product.name })}
      submitLabel={t('account.subscriptions.saveCard')}
      doneText={t('account.subscriptions.cardUpdated')}
      failureMessage={t('errorCodes.payment_method_update_failed')}
      getIntent={getIntent}
      onPaid={() => queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions })}
      onClose={onClose}
    />
  );
}

type Open = { kind: 'cancel' | 'pay' | 'card'; subscription: Subscription } | null;

/** `/me/account/subscriptions`: renewals, what they cost and when; cancel, settle a past-due renewal, change the card, see the invoice. */
export function SubscriptionsScreen() {
  const { t, i18n } = useTranslation();
  const query = useQuery({ queryKey: billingKeys.subscriptions, queryFn: fetchSubscriptions });
  const invoice = useInvoiceOpener();
  const [open, setOpen] = useState<Open>(null);
  const [keys] = useState(createAttemptKeys);
  const { refreshAccess } = useActivation();
  const subscriptions = query.data ?? [];
  const state = query.isPending ? 'loading' : query.isError ? 'error' : subscriptions.length === 0 ? 'empty' : null;
  return (
    <AccountSection title={t('account.subscriptions.title')}>
      {state ? (
        <ListState state={state} icon="repeat" emptyText={t('account.subscriptions.empty')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={billing.error} role="alert">
            {invoice.error}
          </p>
          <ul className={billing.list}>
            {subscriptions.map((subscription) => {
              const date = formatDay(subscription.current_period_end, i18n.language);
              const isEnded = subscription.status === 'canceled';
              return (
                <li key={subscription.id} className={billing.item} data-subscription-id={subscription.id} data-status={subscription.status}>
                  <div className={billing.itemHead}>
                    <h2 className={billing.itemTitle}>{subscription.product.name}</h2>
                    <span className={billing.amount}>{priceLabel(t, i18n.language, subscription)}</span>
                  </div>
                  <span className={billing.status} data-status={subscription.status}>
                    {t(`account.subscriptions.status.${subscription.status}`)}
                  </span>
                  <p className={billing.meta}>
                    {subscription.status === 'past_due'
                      ? t('account.subscriptions.due', { amount: formatMoney(subscription.amount_due, subscription.currency, i18n.language) })
                      : isEnded
                        ? t('account.subscriptions.ended', { date })
                        : subscription.cancel_at_period_end
                          ? t('account.subscriptions.endsOn', { date })
                          : t('account.subscriptions.renewsOn', { date })}
                  </p>
                  {subscription.payment_method ? (
                    <p className={billing.meta}>
                      {t('account.subscriptions.card', { brand: subscription.payment_method.brand.toUpperCase(), last4: subscription.payment_method.last4 })}
                    </p>
                  ) : null}
                  <div className={billing.actions}>
                    {subscription.status === 'past_due' ? (
                      <button type="button" className={billing.primary} onClick={() => setOpen({ kind: 'pay', subscription })}>
                        {t('account.subscriptions.payNow')}
                      </button>
                    ) : null}
                    {isEnded ? null : (
                      <button type="button" className={billing.secondary} onClick={() => setOpen({ kind: 'card', subscription })}>
                        {t('account.subscriptions.updateCard')}
                      </button>
                    )}
                    {isEnded || subscription.cancel_at_period_end ? null : (
                      <button type="button" className={billing.secondary} onClick={() => setOpen({ kind: 'cancel', subscription })}>
                        {t('account.subscriptions.cancel')}
                      </button>
                    )}
                    {subscription.latest_invoice_id ? (
                      <button
                        type="button"
                        className={billing.secondary}
                        aria-disabled={invoice.busyId === subscription.latest_invoice_id || undefined}
                        onClick={() => invoice.open(subscription.latest_invoice_id as string)}
                      >
                        {t('account.billing.invoice')}
                      </button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {open?.kind === 'cancel' ? <CancelDialog subscription={open.subscription} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'card' ? <UpdateCardDialog subscription={open.subscription} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'pay' ? (
        <PayDueDialog
          subscription={open.subscription}
          keyFor={keys.keyFor}
          onPaid={async () => {
            await refreshAccess();
            await query.refetch();
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </AccountSection>
  );
}
