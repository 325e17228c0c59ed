import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AppError } from '@tessera/core/errors';
import { formatMoney } from '@tessera/core/commerce/money';
import type { CheckoutIntent, PaymentConfig, Product, PurchasedItem } from '@tessera/core/api/commerce';
import { useNavigate } from 'react-router';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { useAuthStore } from '../../auth/auth-store';
import { SubmitButton } from '../../../ui/SubmitButton';
import { createIntent, previewOrder } from '../commerce-api';
import type { OrderInput } from '../commerce-api';
import { CardEntry } from '../payment/CardEntry';
import type { CardEntryHandle } from '../payment/card-entry';
import { ChallengeStep } from '../payment/ChallengeStep';
import { createAttemptKeys } from '../payment/idempotency';
import { PurchaseMessage } from '../payment/PurchaseMessage';
import { fieldReason, isFieldCode, notActivatedProblem } from '../payment/purchase-problem';
import { usePaymentFlow } from '../payment/use-payment-flow';
import { useActivation } from '../use-activation';
import { useDebouncedValue } from '../use-debounced-value';
import { AccountStep } from './AccountStep';
import type { AccountMode } from './AccountStep';
import { OrderOptions } from './OrderOptions';
import type { OrderChoice } from './OrderOptions';
import { OrderSummary } from './OrderSummary';
import { SuccessStep } from './SuccessStep';
import styles from '../checkout.module.css';

/** The live total waits for a pause in typing and clicking before asking the server. */
export const PREVIEW_DEBOUNCE_MS = 300;

const sameOrder = (a: OrderInput, b: OrderInput) => JSON.stringify(a) === JSON.stringify(b);

type Props = { products: Product[]; config: PaymentConfig; onDone: () => void; onSucceeded: () => void };

export function CheckoutForm({ products, config, onDone, onSucceeded }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { open } = useHashOverlays();
  const member = useAuthStore((state) => state.member);
  const first = products[0] as Product;
  const [choice, setChoice] = useState<OrderChoice>({ productId: first.id, versionId: first.version_id, orderBumps: [], country: '', postalCode: '' });
  const [coupon, setCoupon] = useState({ applied: '', error: '' });
  const [accountMode, setAccountMode] = useState<AccountMode | null>(null);
  const [purchased, setPurchased] = useState<{ product: Product; items: PurchasedItem[] } | null>(null);
  const product = products.find((candidate) => candidate.id === choice.productId) ?? first;
  const card = useRef<CardEntryHandle>(null);
  const attempts = useRef(createAttemptKeys());
  const lastIntent = useRef<{ signature: string; intent: CheckoutIntent } | null>(null);
  const { activate } = useActivation();

  const order = useMemo<OrderInput>(
    () => ({
      productId: product.id,
      versionId: choice.versionId,
      orderBumps: choice.orderBumps,
      couponCode: coupon.applied,
      address: config.requires_address && choice.country ? { country: choice.country, ...(choice.postalCode ? { postal_code: choice.postalCode } : {}) } : null,
    }),
    [product.id, choice, coupon.applied, config.requires_address],
  );
  const settledOrder = useDebouncedValue(order, PREVIEW_DEBOUNCE_MS, sameOrder);
  const needsAddress = config.requires_address && !order.address;
  const preview = useQuery({
    queryKey: ['commerce', 'preview', settledOrder],
    queryFn: () => previewOrder(settledOrder),
    enabled: !needsAddress,
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof AppError && error.status < 500) && count < 2,
    staleTime: 30_000,
  });
  // A refused coupon says why beside the field, and the total goes on without it.
  const previewError = preview.error;
  if (previewError instanceof AppError && previewError.code === 'invalid_coupon' && coupon.applied && settledOrder.couponCode === coupon.applied) {
    setCoupon({ applied: '', error: fieldReason(previewError, t, i18n.language) });
  }
  const fieldError = (code: string) => (isFieldCode(previewError) && previewError.code === code ? fieldReason(previewError, t, i18n.language) : undefined);
  const isCurrent = !preview.isPlaceholderData && sameOrder(settledOrder, order) && preview.isSuccess && !preview.isFetching;

  const onPaid = useCallback(
    async () => {
      const items = await activate(order.productId);
      if (!items) return notActivatedProblem(t);
      lastIntent.current = null;
      attempts.current.forget(JSON.stringify(order));
      setPurchased({ product, items });
      onSucceeded();
      return null;
    },
    [activate, order, product, t, onSucceeded],
  );
  const flow = usePaymentFlow({ card, onPaid });

  /** This attempt's intent: the one already made for the same order and total, else a new one under the attempt's key. */
  const getIntent = async () => {
    const total = preview.data?.total ?? 0;
    const signature = JSON.stringify({ order, total });
    if (lastIntent.current?.signature === signature) return lastIntent.current.intent;
    try {
      const { intent } = await createIntent(order, { finalAmount: total, idempotencyKey: attempts.current.keyFor(signature), name: member?.name });
      lastIntent.current = { signature, intent };
      return intent;
    } catch (error) {
      // The price changed meanwhile: the server's new total shows before another try.
      if (error instanceof AppError && error.code === 'order_preview_mismatch') void preview.refetch();
      throw error;
    }
  };
  const onPay = () => {
    if (isCurrent) void flow.pay(getIntent);
  };

  if (purchased) return <SuccessStep product={purchased.product} items={purchased.items} onDone={onDone} navigate={(path) => void navigate(path)} />;
  if (flow.step === 'challenge' && flow.challenge) return <ChallengeStep intent={flow.challenge} onAnswer={(outcome) => void flow.answer(outcome)} isBusy={flow.isBusy} />;

  const total = preview.data ? formatMoney(preview.data.total, preview.data.currency, i18n.language) : '';
  const isTrial = preview.data?.intent_type === 'setup_intent';
  const handlers = {
    'sign-in': () => (member ? open('auth') : setAccountMode('sign-in')),
    retry: onPay,
    help: () => {
      onDone();
      void navigate('/me/account/support');
    },
  };

  return (
    <div className={styles.form} data-checkout-state={flow.step === 'form' ? 'ready' : flow.step}>
      <OrderOptions
        products={products}
        product={product}
        config={config}
        choice={choice}
        onChoice={(next) => setChoice((current) => ({ ...current, ...next }))}
        coupon={coupon}
        onCoupon={(code) => setCoupon({ applied: code, error: '' })}
        errors={{ version: fieldError('invalid_version'), country: fieldError('invalid_customer_location') }}
        isDisabled={flow.isBusy}
      />
      <OrderSummary preview={preview.data ?? null} isUpdating={!isCurrent && !needsAddress} needsAddress={needsAddress} />
      {preview.isError && !isFieldCode(preview.error) ? (
        <PurchaseMessage
          problem={{ code: 'preview_failed', message: t('checkout.messages.purchaseProblem'), actions: ['retry'] }}
          on={{ retry: () => void preview.refetch() }}
        />
      ) : null}
      {member ? (
        <form
          className={styles.payment}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onPay();
          }}
        >
          <CardEntry ref={card} config={config} name={member.name} isDisabled={flow.isBusy} />
          <PurchaseMessage problem={flow.problem} on={handlers} />
          <SubmitButton isBusy={flow.isBusy} busyLabel={flow.step === 'activating' ? t('checkout.activating') : t('checkout.paying')} disabled={!isCurrent && !flow.isBusy}>
            {isTrial ? t('checkout.startTrial') : t('checkout.pay', { amount: total })}
          </SubmitButton>
        </form>
      ) : accountMode ? (
        <AccountStep mode={accountMode} onMode={setAccountMode} onOtherWay={() => open('auth')} />
      ) : (
        <div className={styles.payment}>
          <p className={styles.text}>{t('checkout.account.lead')}</p>
          <button type="button" className={styles.primary} onClick={() => setAccountMode('sign-up')}>
            {t('checkout.account.continue')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setAccountMode('sign-in')}>
            {t('checkout.account.haveAccount')}
          </button>
        </div>
      )}
    </div>
  );
}
