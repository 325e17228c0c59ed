import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stripe, StripeCardElement, StripeError } from '@stripe/stripe-js';
import type { CheckoutIntent, IntentStatus } from '@tessera/core/api/commerce';
import { intentStatuses } from '@tessera/core/api/commerce';
import type { CardEntryHandle } from './card-entry';
import styles from '../checkout.module.css';

type Loaded = { stripe: Stripe; card: StripeCardElement };

/** Stripe.js loads when a Stripe checkout opens, never with the app (the `pure` entry adds no script by itself). */
async function loadStripeCard(publishableKey: string, locale: string, mount: HTMLElement): Promise<Loaded> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey, { locale: locale as 'auto' });
  if (!stripe) throw new Error('Stripe.js did not load');
  const card = stripe.elements().create('card', { hidePostalCode: true });
  card.mount(mount);
  return { stripe, card };
}

const asStatus = (status: string): IntentStatus => ((intentStatuses as readonly string[]).includes(status) ? (status as IntentStatus) : 'processing');

/** Stripe.js's answer as the intent the flow reads: a refusal is the intent back at `requires_payment_method`. */
function settled(intent: CheckoutIntent, result: { error?: StripeError; status?: string }): CheckoutIntent {
  if (result.error) {
    const error = { code: result.error.code ?? 'card_declined', decline_code: result.error.decline_code ?? null, message: result.error.message ?? '' };
    return { ...intent, status: 'requires_payment_method', last_payment_error: error };
  }
  return { ...intent, status: asStatus(result.status ?? 'processing'), next_action: null, last_payment_error: null };
}

/** Stripe Elements' card field for an app whose gateway is Stripe (the owner's publishable key). */
export function StripeCardForm({ ref, publishableKey }: { ref: Ref<CardEntryHandle>; publishableKey: string }) {
  const { t, i18n } = useTranslation();
  const mountRef = useRef<HTMLDivElement>(null);
  const loaded = useRef<Loaded | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const isComplete = useRef(false);

  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return undefined;
    let isCurrent = true;
    loadStripeCard(publishableKey, i18n.language, mount).then(
      (value) => {
        if (!isCurrent) return value.card.destroy();
        loaded.current = value;
        value.card.on('change', (event) => {
          isComplete.current = event.complete;
          setError(event.error?.message ?? null);
        });
        setState('ready');
      },
      () => {
        if (isCurrent) setState('failed');
      },
    );
    return () => {
      isCurrent = false;
      loaded.current?.card.destroy();
      loaded.current = null;
    };
  }, [publishableKey, i18n.language]);

  useImperativeHandle(ref, () => ({
    validate: () => {
      if (!loaded.current || !isComplete.current) {
        setError((current) => current ?? t('checkout.card.incomplete'));
        loaded.current?.card.focus();
        return false;
      }
      return true;
    },
    confirm: async (intent) => {
      const current = loaded.current;
      if (!current) throw new Error('Stripe.js is not ready');
      const paymentMethod = { payment_method: { card: current.card } };
      if (intent.type === 'setup_intent') {
        const result = await current.stripe.confirmCardSetup(intent.client_secret, paymentMethod);
        return settled(intent, { error: result.error, status: result.setupIntent?.status });
      }
      const result = await current.stripe.confirmCardPayment(intent.client_secret, paymentMethod);
      return settled(intent, { error: result.error, status: result.paymentIntent?.status });
    },
  }));

  return (
    <fieldset className={styles.card} data-gateway="stripe" data-stripe-state={state}>
      <legend className={styles.legend}>{t('checkout.card.title')}</legend>
      <div ref={mountRef} className={styles.stripeMount} />
      {state === 'loading' ? <p className={styles.hint}>{t('common.loading')}</p> : null}
      <p className={styles.error} role="alert">
        {state === 'failed' ? t('checkout.card.stripeFailed') : error}
      </p>
    </fieldset>
  );
}
