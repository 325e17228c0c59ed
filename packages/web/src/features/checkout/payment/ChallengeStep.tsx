import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tessera/core/commerce/money';
import type { CheckoutIntent } from '@tessera/core/api/commerce';
import styles from '../checkout.module.css';

/**
 * The local gateway's 3-D Secure style step: the bank asks the member to confirm the payment. In
 * test mode the member chooses the outcome, as on Stripe's own test page.
 */
export function ChallengeStep({ intent, onAnswer, isBusy }: { intent: CheckoutIntent; onAnswer: (outcome: 'approve' | 'fail') => void; isBusy: boolean }) {
  const { t, i18n } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the member was in is gone: start reading at the question.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.challenge} aria-labelledby="checkout-challenge-title" data-step="challenge">
      <h2 id="checkout-challenge-title" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('checkout.challenge.title')}
      </h2>
      <p className={styles.text}>{t('checkout.challenge.text', { amount: formatMoney(intent.amount, intent.currency, i18n.language) })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={isBusy} onClick={() => onAnswer('approve')}>
          {t('checkout.challenge.approve')}
        </button>
        <button type="button" className={styles.secondary} disabled={isBusy} onClick={() => onAnswer('fail')}>
          {t('checkout.challenge.fail')}
        </button>
      </div>
    </section>
  );
}
