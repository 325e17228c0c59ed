import { useCallback, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutIntent } from '@tessera/core/api/commerce';
import { answerLocalChallenge } from '../commerce-api';
import type { CardEntryHandle } from './card-entry';
import { challengeFailedProblem, declineProblem, problemOfError } from './purchase-problem';
import type { PurchaseProblem } from './purchase-problem';

export type PaymentStep = 'form' | 'submitting' | 'challenge' | 'activating' | 'done';

type Options = {
  card: RefObject<CardEntryHandle | null>;
  /**
   * After the gateway took the payment: make it show (poll for the purchase, refresh the
   * member). Answers a problem when it could not, or null.
   */
  onPaid: (intent: CheckoutIntent) => Promise<PurchaseProblem | null>;
  /** One message for every failure (updating a card: 'Unable to update payment method'), keeping each failure's buttons. */
  failureMessage?: string;
};

/**
 * One payment, the same for checkout, a past-due renewal and a new card: ask for the intent,
 * confirm it with the card form, answer the local gateway's challenge, then let the caller
 * activate. One charge per press: while a payment runs, further presses do nothing, and the
 * caller's `getIntent` reuses the attempt's idempotency key (or its intent after a decline).
 */
export function usePaymentFlow({ card, onPaid, failureMessage }: Options) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<PaymentStep>('form');
  const [problem, setAnyProblem] = useState<PurchaseProblem | null>(null);
  const setProblem = useCallback(
    (next: PurchaseProblem | null) => setAnyProblem(next && failureMessage ? { ...next, message: failureMessage } : next),
    [failureMessage],
  );
  const [challenge, setChallenge] = useState<CheckoutIntent | null>(null);
  const isRunning = useRef(false);
  const describeError = useCallback((error: unknown) => problemOfError(error, t, i18n.language), [t, i18n.language]);

  const settle = useCallback(
    async (intent: CheckoutIntent): Promise<void> => {
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        setStep('activating');
        const failure = await onPaid(intent);
        setProblem(failure);
        setStep(failure ? 'form' : 'done');
        return;
      }
      if (intent.status === 'requires_action' && intent.next_action) {
        setChallenge(intent);
        setStep('challenge');
        return;
      }
      setProblem(intent.last_payment_error ? declineProblem(intent.last_payment_error, t) : challengeFailedProblem(t));
      setStep('form');
    },
    [onPaid, t, setProblem],
  );

  /** Pays with the card form; `getIntent` creates (or finds again) the intent of this attempt. */
  const pay = useCallback(
    async (getIntent: () => Promise<CheckoutIntent>) => {
      if (isRunning.current) return;
      const entry = card.current;
      if (!entry?.validate()) return;
      isRunning.current = true;
      setProblem(null);
      setStep('submitting');
      try {
        let intent = await getIntent();
        if (intent.status === 'requires_payment_method' || intent.status === 'requires_confirmation') intent = await entry.confirm(intent);
        await settle(intent);
      } catch (error) {
        setProblem(describeError(error));
        setStep('form');
      } finally {
        isRunning.current = false;
      }
    },
    [card, settle, describeError, setProblem],
  );

  /** The member's answer to the local gateway's challenge (approve, or fail / cancel). */
  const answer = useCallback(
    async (outcome: 'approve' | 'fail') => {
      if (!challenge || isRunning.current) return;
      isRunning.current = true;
      setStep('submitting');
      try {
        await settle(await answerLocalChallenge(challenge, outcome));
      } catch (error) {
        setProblem(describeError(error));
        setStep('form');
      } finally {
        setChallenge(null);
        isRunning.current = false;
      }
    },
    [challenge, settle, describeError, setProblem],
  );

  return { step, problem, challenge, pay, answer, setProblem, isBusy: step === 'submitting' || step === 'activating' };
}
