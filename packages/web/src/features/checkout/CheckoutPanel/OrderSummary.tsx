import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tessera/core/commerce/money';
import type { OrderPreview } from '@tessera/core/api/commerce';
import styles from '../checkout.module.css';

/**
 * The server's price for the order — the only figures checkout shows or charges — in the member's
 * locale. The total is a polite live region: a coupon or a bump is announced with its new total.
 */
export function OrderSummary({ preview, isUpdating, needsAddress }: { preview: OrderPreview | null; isUpdating: boolean; needsAddress: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, preview?.currency ?? 'USD', i18n.language);
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title" aria-busy={isUpdating || undefined} data-updating={isUpdating || undefined}>
      <h2 id="checkout-summary-title" className={styles.legend}>
        {t('checkout.summary.title')}
      </h2>
      {preview ? (
        <dl className={styles.lines}>
          {preview.line_items.map((line) => (
            <div key={`${line.kind}-${line.id}`} className={styles.line}>
              <dt>{line.name}</dt>
              <dd>{money(line.amount)}</dd>
            </div>
          ))}
          {preview.discount > 0 ? (
            <div className={styles.line} data-line="discount">
              <dt>{preview.coupon ? t('checkout.summary.discountCode', { code: preview.coupon.code }) : t('checkout.summary.discount')}</dt>
              <dd>{`−${money(preview.discount)}`}</dd>
            </div>
          ) : null}
          {preview.tax > 0 ? (
            <div className={styles.line}>
              <dt>{t('checkout.summary.tax')}</dt>
              <dd>{money(preview.tax)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.total} aria-live="polite" aria-atomic="true" data-total={preview?.total ?? ''}>
        {needsAddress ? (
          <span className={styles.hint}>{t('checkout.summary.needsAddress')}</span>
        ) : preview ? (
          <>
            <span>{t('checkout.summary.dueToday')}</span>
            <strong>{money(preview.total)}</strong>
          </>
        ) : (
          <span className={styles.hint}>{t('checkout.summary.calculating')}</span>
        )}
      </div>
      {preview?.recurring_amount != null && preview.interval ? (
        <p className={styles.hint}>{t(`checkout.then.${preview.interval}`, { amount: money(preview.recurring_amount) })}</p>
      ) : null}
    </section>
  );
}
