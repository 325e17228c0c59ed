import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn } from '../../auth/session';
import { useAuthStore } from '../../auth/auth-store';
import { useAccessPromptStore } from '../../pages/access-prompt-store';
import { makeSignInResponse } from '../../../test/fixtures';
import { localConfig, makeIntent, makePreview, makeProduct } from '../../../test/commerce-fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import type { ApiCall } from '../../../test/mock-api';
import { renderApp, resetAuth } from '../../../test/render';

const slow = { timeout: 5000 };
const bump = { id: 'bump-1', product_id: 'meal-plan', title: 'Meal plan', description: 'Four weeks of recipes.', amount: 900, currency: 'USD' };
const product = makeProduct({ order_bumps: [bump] });
const paid = makeSignInResponse({ user: { active_product_ids: ['premium'] } });

type Handlers = Parameters<typeof mockApi>[0];

/** The server's side of a checkout: a product, the preview's maths for a bump and the SAVE10 coupon, and what the test adds. */
function serve(extra: Handlers = {}) {
  return mockApi({
    'GET /api/payments/config': { body: localConfig() },
    'GET /api/products/list': { body: { products: [product] } },
    'POST /api/products/premium/preview': ({ body }) => {
      const order = body as { order_bumps?: string[]; coupon_code?: string };
      if (order.coupon_code === 'OLD') {
        return { status: 422, body: errorBody('invalid_coupon', 'This coupon cannot be used', [{ field: 'body.coupon_code', code: 'coupon_expired', message: 'This coupon has expired' }]) };
      }
      const bumps = order.order_bumps?.includes('bump-1') ? [{ kind: 'order_bump' as const, id: 'bump-1', name: 'Meal plan', amount: 900 }] : [];
      const subtotal = 4900 + bumps.reduce((sum, line) => sum + line.amount, 0);
      const discount = order.coupon_code === 'SAVE10' ? 490 : 0;
      const coupon = discount ? { code: 'SAVE10', percent_off: 10, amount_off: null } : null;
      return { body: { preview: makePreview({ line_items: [{ kind: 'product', id: 'premium', name: 'Premium', amount: 4900 }, ...bumps], subtotal, discount, coupon }) } };
    },
    'GET /api/products/premium/has_active_purchase': { body: { has_active_purchase: true } },
    'POST /api/auth/verify': { body: paid },
    'GET /api/products/premium/purchased_items': { body: { items: [{ type: 'page', id: 'p1', title: 'Premium classes', path: '/premium' }] } },
    ...extra,
  });
}

function openCheckout() {
  useAccessPromptStore.setState({ checkout: { title: 'Premium classes', productIds: ['premium'], purchaseOverlay: null } });
  return renderApp({ path: '/#checkout' });
}

async function checkoutDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' }, slow);
  await within(dialog).findByRole('heading', { name: 'Premium' }, slow);
  return dialog;
}

const totalOf = (dialog: HTMLElement) => dialog.querySelector('[aria-live="polite"][data-total]');

async function fillCard(dialog: HTMLElement, number: string) {
  fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '12 / 34' } });
  fireEvent.change(within(dialog).getByLabelText('Security code (CVC)'), { target: { value: '123' } });
}

const intentCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/products/premium/intent');

describe('checkout (#checkout)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
    useAccessPromptStore.setState({ checkout: null });
  });

  it('shows the server’s total and follows an order bump with a new preview, announced in a live region', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const { calls } = serve();
    openCheckout();
    const dialog = await checkoutDialog();
    await vi.waitFor(() => expect(totalOf(dialog)?.textContent).toBe('Total due today$49.00'), slow);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Meal plan \+\$9\.00/ }));
    await vi.waitFor(() => expect(totalOf(dialog)?.textContent).toBe('Total due today$58.00'), slow);
    const previews = calls.filter((call) => call.path.endsWith('/preview'));
    expect(previews.at(-1)?.body).toEqual({ order_bumps: ['bump-1'], version_id: 'premium-v1' });
    expect(within(dialog).getByRole('button', { name: 'Pay $58.00' })).toBeTruthy();
  });

  it('says why a coupon is refused, keeps the total without it, and lowers the total with a good one', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    serve();
    openCheckout();
    const dialog = await checkoutDialog();
    const couponField = within(dialog).getByLabelText('Coupon code');
    fireEvent.change(couponField, { target: { value: 'OLD' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('This coupon has expired', {}, slow)).toBeTruthy();
    await vi.waitFor(() => expect(totalOf(dialog)?.textContent).toBe('Total due today$49.00'), slow);

    fireEvent.change(within(dialog).getByLabelText('Coupon code'), { target: { value: 'SAVE10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(totalOf(dialog)?.textContent).toBe('Total due today$44.10'), slow);
    expect(within(dialog).getByText('Discount (SAVE10)')).toBeTruthy();
    expect(within(dialog).getByText('Coupon SAVE10 applied')).toBeTruthy();
  });

  it('explains a declined card, then pays with another card on the same intent and opens what was bought', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const declined = makeIntent({ last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
    const { calls } = serve({
      'POST /api/products/premium/intent': { body: { intent: makeIntent(), order_id: 'order-1', sign_in: null } },
      'POST /api/payments/local/intents/pi_local_1/confirm': ({ body }) => {
        const number = (body as { card: { number: string } }).card.number;
        return { body: { intent: number === '4242424242424242' ? makeIntent({ status: 'succeeded' }) : declined } };
      },
    });
    const { router } = openCheckout();
    const dialog = await checkoutDialog();
    await within(dialog).findByRole('button', { name: 'Pay $49.00' }, slow);
    await fillCard(dialog, '4000 0000 0000 0002');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $49.00' }));
    expect(await within(dialog).findByText('Your payment was not successful, please try again', {}, slow)).toBeTruthy();

    await fillCard(dialog, '4242 4242 4242 4242');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $49.00' }));
    const success = await screen.findByRole('dialog', { name: 'Thank you' }, slow);
    expect(within(success).getByRole('heading', { name: 'Premium is yours' })).toBeTruthy();
    // One intent for the attempt: the second card confirmed the same one.
    expect(intentCalls(calls)).toHaveLength(1);
    expect((intentCalls(calls)[0]?.body as { final_amount: number }).final_amount).toBe(4900);
    expect(calls.filter((call) => call.path.endsWith('/confirm'))).toHaveLength(2);
    // The member was asked for again: the lock behind opens without a reload.
    expect(calls.some((call) => call.path === '/api/auth/verify')).toBe(true);
    expect(useAuthStore.getState().member?.activeProductIds).toEqual(['premium']);
    fireEvent.click(within(success).getByRole('button', { name: 'Open Premium classes' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/premium'));
    expect(router.state.location.hash).toBe('');
  });

  it('asks the bank’s challenge when the intent requires action, and pays once it is approved', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const challenged = makeIntent({ status: 'requires_action', next_action: { type: 'challenge', challenge_id: 'ch_1' } });
    const { calls } = serve({
      'POST /api/products/premium/intent': { body: { intent: makeIntent(), order_id: 'order-1', sign_in: null } },
      'POST /api/payments/local/intents/pi_local_1/confirm': { body: { intent: challenged } },
      'POST /api/payments/local/intents/pi_local_1/challenge': { body: { intent: makeIntent({ status: 'succeeded' }) } },
    });
    openCheckout();
    const dialog = await checkoutDialog();
    await within(dialog).findByRole('button', { name: 'Pay $49.00' }, slow);
    await fillCard(dialog, '4000 0027 6000 3184');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $49.00' }));
    const heading = await within(dialog).findByRole('heading', { name: 'Confirm your payment' }, slow);
    // Filled at once here, the card can beat the dialog's own first focus on a busy machine: wait for
    // the step's focus to settle rather than catch the moment between.
    await waitFor(() => expect(document.activeElement).toBe(heading), slow);
    expect(within(dialog).getByText(/confirm this payment of \$49\.00/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' }, slow)).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/challenge'))?.body).toEqual({ client_secret: 'pi_local_1_secret_abc', challenge_id: 'ch_1', outcome: 'approve' });
  });

  it('charges once per press: a second press while paying does nothing, and a retry after a failure keeps the attempt’s key', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    let attempts = 0;
    const { calls } = serve({
      'POST /api/products/premium/intent': () => (++attempts === 1 ? 'network-error' : { body: { intent: makeIntent(), order_id: 'order-1', sign_in: null } }),
      'POST /api/payments/local/intents/pi_local_1/confirm': { body: { intent: makeIntent({ status: 'succeeded' }) } },
    });
    openCheckout();
    const dialog = await checkoutDialog();
    const pay = await within(dialog).findByRole('button', { name: 'Pay $49.00' }, slow);
    await fillCard(dialog, '4242 4242 4242 4242');
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await within(dialog).findByText('There was a problem processing your purchase', {}, slow)).toBeTruthy();
    expect(intentCalls(calls)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' }, slow)).toBeTruthy();
    const keys = intentCalls(calls).map((call) => (call.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says the purchase could not be activated when the purchase never shows up, with a way to get help', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({
      'POST /api/products/premium/intent': { body: { intent: makeIntent(), order_id: 'order-1', sign_in: null } },
      'POST /api/payments/local/intents/pi_local_1/confirm': { body: { intent: makeIntent({ status: 'succeeded' }) } },
      'GET /api/products/premium/has_active_purchase': { body: { has_active_purchase: false } },
    });
    try {
      openCheckout();
      const dialog = await checkoutDialog();
      await within(dialog).findByRole('button', { name: 'Pay $49.00' }, slow);
      await fillCard(dialog, '4242 4242 4242 4242');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $49.00' }));
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await within(dialog).findByText('We were unable to activate your purchase. Please contact support.', {}, slow)).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Get help' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the app cannot take payments when it has no gateway', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    serve({ 'GET /api/payments/config': { body: localConfig({ gateway: null }) } });
    openCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' }, slow);
    expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toContain("This app can't accept payments yet");
  });

  it('says a product that does not exist could not be found, and that an offer without products has no purchase options', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    serve({ 'GET /api/products/list': { body: { products: [] } } });
    openCheckout();
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' }, slow);
    expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toContain('Could Not Find Product');
  });

  it('asks a guest for an account inside checkout before the card', async () => {
    serve();
    openCheckout();
    const dialog = await checkoutDialog();
    expect(within(dialog).queryByLabelText('Card number')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('heading', { name: 'Create your account' }, slow)).toBeTruthy();
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Sign in' }).at(-1) as HTMLElement);
    expect(await within(dialog).findByRole('heading', { name: 'Sign in to continue' }, slow)).toBeTruthy();
  });
});
