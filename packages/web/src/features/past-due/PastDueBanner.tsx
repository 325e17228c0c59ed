import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tessera/core/commerce/money';
import type { Subscription } from '@tessera/core/api/commerce';
import { Icon } from '@tessera/ui/Icon';
import { useAuthStore } from '../auth/auth-store';
import { billingKeys, fetchSubscriptions } from '../account/billing/billing-api';
import { PayDueDialog } from '../account/billing/PayDueDialog';
import { createAttemptKeys } from '../checkout/payment/idempotency';
import { useActivation } from '../checkout/use-activation';
import styles from './styles.module.css';

/**
 * A renewal failed (the sign-in response's `past_due_subscriptions`): the member is told at the top
 * of every screen, and Pay now settles it right here with the same card form as checkout. Paying
 * refreshes the member, so the banner goes once nothing is due.
 */
export function PastDueBanner() {
  const { t, i18n } = useTranslation();
  const pastDue = useAuthStore((state) => state.data.past_due_subscriptions);
  const query = useQuery({ queryKey: billingKeys.subscriptions, queryFn: fetchSubscriptions });
  // The renewal being paid stays until its dialog closes, though the banner goes once it is paid.
  const [paying, setPaying] = useState<Subscription | null>(null);
  const [keys] = useState(createAttemptKeys);
  const { refreshAccess } = useActivation();
  const due = query.data?.find(
    (subscription) =>
      subscription.status === 'past_due' &&
      pastDue.some((item) => item.product_id === subscription.product.id),
  );
  const dialog = paying ? (
    <PayDueDialog
      subscription={paying}
      keyFor={keys.keyFor}
      onPaid={async () => {
        await refreshAccess();
        await query.refetch();
      }}
      onClose={() => setPaying(null)}
    />
  ) : null;
  // The dialog stays where it is in the tree whether or not the banner is still up, so paying does not remount it.
  return (
    <>
      {pastDue.length > 0 ? (
        <section
          className={styles.banner}
          aria-labelledby="past-due-title"
          data-past-due={pastDue.map((item) => item.product_id).join(',')}
        >
          <Icon name="info" size={22} />
          <p id="past-due-title" className={styles.text}>
            {due
              ? t('pastDue.text', {
                  product: due.product.name,
                  amount: formatMoney(due.amount_due, due.currency, i18n.language),
                })
              : t('pastDue.generic')}
          </p>
          <button
            type="button"
            className={styles.button}
            disabled={!due}
            onClick={() => setPaying(due ?? null)}
          >
            {t('pastDue.pay')}
          </button>
        </section>
      ) : null}
      {dialog}
    </>
  );
}
