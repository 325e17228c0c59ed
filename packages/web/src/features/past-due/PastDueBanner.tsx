import { useLayoutEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@tessera/core/commerce/money';
import type { Subscription } from '@tessera/core/api/commerce';
import { Icon } from '@tessera/ui/Icon';
import { IconButton } from '@tessera/ui/IconButton';
import { useAuthStore } from '../auth/auth-store';
import { billingKeys, fetchSubscriptions } from '../account/billing/billing-api';
import { PayDueDialog } from '../account/billing/PayDueDialog';
import { createAttemptKeys } from '../checkout/payment/idempotency';
import { useActivation } from '../checkout/use-activation';
import { dismissPastDue, isPastDueDismissed, pastDueState } from './dismissal';
import { pastDueWords } from './words';
import styles from './styles.module.css';

/** Screens that fill the viewport (a message thread) leave this much room for the banner above them. */
const BLOCK_SIZE_PROPERTY = '--past-due-block-size';

/** Keeps `--past-due-block-size` on the document at the banner's height (margins included) while it shows. */
function useBlockSize(element: HTMLElement | null) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const size = element.getBoundingClientRect().height + parseFloat(style.marginBlockStart || '0') + parseFloat(style.marginBlockEnd || '0');
      root.style.setProperty(BLOCK_SIZE_PROPERTY, `${Math.ceil(size)}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BLOCK_SIZE_PROPERTY);
    };
  }, [element]);
}

/**
 * A renewal failed (the sign-in response's `past_due_subscriptions`): the member is told above the
 * screen, in the page's flow under the toolbar, and Pay now settles it right here with the same card
 * form as checkout. Paying refreshes the member, so the banner goes once nothing is due. Dismissed,
 * it stays away for this browser session, until what is due changes.
 */
export function PastDueBanner() {
  const { t, i18n } = pastDueWords.useWords();
  const pastDue = useAuthStore((state) => state.data.past_due_subscriptions);
  const query = useQuery({ queryKey: billingKeys.subscriptions, queryFn: fetchSubscriptions });
  // The renewal being paid stays until its dialog closes, though the banner goes once it is paid.
  const [paying, setPaying] = useState<Subscription | null>(null);
  const [keys] = useState(createAttemptKeys);
  // What this screen dismissed, should storage refuse to keep it.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const { refreshAccess } = useActivation();
  const state = pastDueState(pastDue);
  const isShown = pastDue.length > 0 && dismissed !== state && !isPastDueDismissed(state);
  useBlockSize(isShown ? section : null);
  const due = query.data?.find(
    (subscription) =>
      subscription.status === 'past_due' &&
      pastDue.some((item) => item.product_id === subscription.product.id),
  );
  const dismiss = () => {
    dismissPastDue(state);
    setDismissed(state);
    // The banner leaves; the screen under it takes the focus rather than the document.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
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
      {isShown ? (
        <section
          ref={setSection}
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
          <div className={styles.actions}>
            <button type="button" className={styles.button} disabled={!due} onClick={() => setPaying(due ?? null)}>
              {t('pastDue.pay')}
            </button>
            <IconButton icon="close" label={t('pastDue.dismiss')} title={t('pastDue.dismiss')} onClick={dismiss} />
          </div>
        </section>
      ) : null}
      {dialog}
    </>
  );
}
