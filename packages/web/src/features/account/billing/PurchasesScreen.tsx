import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tessera/core/commerce/money';
import { AccountSection } from '../Account/AccountSection';
import { fetchPurchases, billingKeys } from './billing-api';
import { ListState } from './BillingStates';
import { formatDay } from './dates';
import { useInvoiceOpener } from './use-invoice';
import billing from './billing.module.css';

/** `/me/account/purchases`: what the member bought, newest first, each with its invoice. */
export function PurchasesScreen() {
  const { t, i18n } = useTranslation();
  const query = useQuery({ queryKey: billingKeys.purchases, queryFn: fetchPurchases });
  const invoice = useInvoiceOpener();
  const purchases = query.data ?? [];
  const state = query.isPending ? 'loading' : query.isError ? 'error' : purchases.length === 0 ? 'empty' : null;
  return (
    <AccountSection title={t('account.purchases.title')}>
      {state ? (
        <ListState state={state} icon="bag" emptyText={t('account.purchases.empty')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={billing.error} role="alert">
            {invoice.error}
          </p>
          <ul className={billing.list}>
            {purchases.map((purchase) => (
              <li key={purchase.id} className={billing.item} data-purchase-id={purchase.id}>
                <div className={billing.itemHead}>
                  <h2 className={billing.itemTitle}>{purchase.product.name}</h2>
                  <span className={billing.amount}>{formatMoney(purchase.amount, purchase.currency, i18n.language)}</span>
                </div>
                <p className={billing.meta}>
                  {formatDay(purchase.created_at, i18n.language)}
                  {purchase.coupon_code ? ` · ${t('account.purchases.coupon', { code: purchase.coupon_code })}` : ''}
                  {purchase.order_bumps.length > 0 ? ` · ${t('account.purchases.with', { items: purchase.order_bumps.map((bump) => bump.name).join(', ') })}` : ''}
                </p>
                <span className={billing.status} data-status={purchase.status}>
                  {t(`account.purchases.status.${purchase.status}`)}
                </span>
                {purchase.invoice_id ? (
                  <div className={billing.actions}>
                    <button
                      type="button"
                      className={billing.secondary}
                      aria-disabled={invoice.busyId === purchase.invoice_id || undefined}
                      onClick={() => invoice.open(purchase.invoice_id as string)}
                    >
                      {t('account.billing.invoice')}
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </AccountSection>
  );
}
