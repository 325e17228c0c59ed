import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '@tessera/ui/Dialog';
import type { CheckoutIntent } from '@tessera/core/api/commerce';
import { holdSession } from '../../../app/session-tracking';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { SubmitButton } from '../../../ui/SubmitButton';
import { CardEntry } from '../../checkout/payment/CardEntry';
import type { CardEntryHandle } from '../../checkout/payment/card-entry';
import { ChallengeStep } from '../../checkout/payment/ChallengeStep';
import { PurchaseMessage } from '../../checkout/payment/PurchaseMessage';
import { usePaymentFlow } from '../../checkout/payment/use-payment-flow';
import { usePaymentConfig } from '../../checkout/use-checkout-data';
import styles from '../../checkout/checkout.module.css';

type Props = {
  title: string;
  lead: string;
  submitLabel: string;
  doneText: string;
  /** The intent to confirm: the same one for every press of this dialog (its idempotency key is kept by the caller). */
  getIntent: () => Promise<CheckoutIntent>;
  /** After the gateway said yes: refresh what depends on it. */
  onPaid: () => Promise<void>;
  failureMessage?: string;
  onClose: () => void;
};

/**
 * A card payment outside checkout — settling a past-due renewal, or a new card for renewals —
 * with the same card form, challenge step, messages and one-charge-per-press as checkout. Holds
 * the session like checkout does (SPEC §4).
 */
export function CardPaymentDialog({ title, lead, submitLabel, doneText, getIntent, onPaid, failureMessage, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open } = useHashOverlays();
  const config = usePaymentConfig();
  const card = useRef<CardEntryHandle>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => holdSession(), []);
  const paid = useCallback(async () => {
    await onPaid();
    return null;
  }, [onPaid]);
  const flow = usePaymentFlow({ card, onPaid: paid, failureMessage });
  useEffect(() => {
    if (flow.step === 'done') doneRef.current?.focus();
  }, [flow.step]);

  const handlers = {
    'sign-in': () => open('auth'),
    retry: () => void flow.pay(getIntent),
    help: () => {
      onClose();
      void navigate('/me/account/support');
    },
  };

  let body;
  if (config.isPending) body = <p className={styles.hint} role="status">{t('common.loading')}</p>;
  else if (config.isError) body = <PurchaseMessage problem={{ code: 'load_failed', message: t('checkout.messages.loadFailed'), actions: ['retry'] }} on={{ retry: () => void config.refetch() }} />;
  else if (!config.data.gateway) body = <p className={styles.text} role="alert">{t('errorCodes.payments_not_enabled')}</p>;
  else if (flow.step === 'done') {
    body = (
      <div className={styles.success} data-payment-state="done">
        <p ref={doneRef} tabIndex={-1} className={styles.text}>
          {doneText}
        </p>
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    );
  } else if (flow.step === 'challenge' && flow.challenge) {
    body = <ChallengeStep intent={flow.challenge} onAnswer={(outcome) => void flow.answer(outcome)} isBusy={flow.isBusy} />;
  } else {
    body = (
      <form
        className={styles.payment}
        noValidate
        data-payment-state={flow.step}
        onSubmit={(event) => {
          event.preventDefault();
          void flow.pay(getIntent);
        }}
      >
        <p className={styles.text}>{lead}</p>
        <CardEntry ref={card} config={config.data} isDisabled={flow.isBusy} />
        <PurchaseMessage problem={flow.problem} on={handlers} />
        <SubmitButton isBusy={flow.isBusy} busyLabel={t('checkout.paying')}>
          {submitLabel}
        </SubmitButton>
      </form>
    );
  }
  return (
    <Dialog variant="sheet" title={title} closeLabel={t('common.close')} onClose={onClose}>
      {body}
    </Dialog>
  );
}
