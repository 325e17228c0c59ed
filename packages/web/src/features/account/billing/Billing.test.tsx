import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn } from '../../auth/session';
import { makeSignInResponse } from '../../../test/fixtures';
import { localConfig, makeIntent, makeSubscription } from '../../../test/commerce-fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, resetAuth } from '../../../test/render';

const slow = { timeout: 5000 };
const purchase = {
  id: 'order-1',
  product: { id: 'premium', name: 'Premium', image: null },
  status: 'paid',
  amount: 4410,
  currency: 'USD',
  discount: 490,
  coupon_code: 'SAVE10',
  order_bumps: [{ product_id: 'meal-plan', name: 'Meal plan', amount: 900 }],
  invoice_id: 'inv_9',
  created_at: '2026-03-05T10:00:00.000Z',
};

async function fillCard(dialog: HTMLElement, number: string) {
  fireEvent.change(await within(dialog).findByLabelText('Card number', {}, { timeout: 5000 }), { target: { value: number } });
  fireEvent.change(within(dialog).getByLabelText('Expiry date'), { target: { value: '12 / 34' } });
  fireEvent.change(within(dialog).getByLabelText('Security code (CVC)'), { target: { value: '123' } });
}

describe('account: purchases, subscriptions, invoices', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('lists purchases and opens an invoice’s signed link in a new tab', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    mockApi({
      'GET /api/purchases': { body: { purchases: [purchase] } },
      'GET /api/invoices/inv_9/url': { body: { url: '/api/invoices/inv_9/view?expires=1&signature=abc', expires_at: '2030-01-01T00:00:00.000Z' } },
    });
    renderApp({ path: '/me/account/purchases' });
    const item = (await screen.findByRole('heading', { name: 'Premium' }, slow)).closest('li') as HTMLElement;
    expect(item.textContent).toContain('$44.10');
    expect(item.textContent).toContain('Coupon SAVE10');
    expect(item.textContent).toContain('With Meal plan');
    fireEvent.click(within(item).getByRole('button', { name: 'View invoice' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('/api/invoices/inv_9/view?expires=1&signature=abc'));
  });

  it('says Invalid Invoice for an invoice the server refuses, and closes the blank tab', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    mockApi({
      'GET /api/purchases': { body: { purchases: [purchase] } },
      'GET /api/invoices/inv_9/url': { status: 404, body: errorBody('invalid_invoice', 'Invalid Invoice') },
    });
    renderApp({ path: '/me/account/purchases' });
    fireEvent.click(await screen.findByRole('button', { name: 'View invoice' }, slow));
    expect((await screen.findByText('Invalid Invoice', {}, slow)).getAttribute('role')).toBe('alert');
    expect(tab.close).toHaveBeenCalled();
  });

  it('shows empty and failed lists with a way to try again', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    let attempts = 0;
    // A server error is tried twice before the list says it failed.
    mockApi({ 'GET /api/subscriptions': () => (++attempts <= 2 ? { status: 503, body: errorBody('unavailable', 'Down') } : { body: { subscriptions: [] } }) });
    renderApp({ path: '/me/account/subscriptions' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, slow));
    expect(await screen.findByText('Your subscriptions and their renewal dates will be listed here.', {}, slow)).toBeTruthy();
  }, 10_000);

  it('cancels a subscription at the end of its period after a confirmation', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const { calls } = mockApi({
      'GET /api/subscriptions': { body: { subscriptions: [makeSubscription()] } },
      'DELETE /api/subscriptions/sub_1': { body: { subscription: makeSubscription({ cancel_at_period_end: true }) } },
    });
    renderApp({ path: '/me/account/subscriptions' });
    expect(await screen.findByText('Renews on May 1, 2030', {}, slow)).toBeTruthy();
    expect(screen.getByText('VISA ending in 4242')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel Monthly Club?' }, slow);
    expect(confirm.textContent).toContain('you keep access until May 1, 2030');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Ends on May 1, 2030', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('pays a past-due renewal with the card form', async () => {
    completeSignIn(makeSignInResponse({ past_due_subscriptions: [{ product_id: 'monthly' }] }), 'sign-in');
    const due = makeSubscription({ status: 'past_due', amount_due: 1500 });
    let isSettled = false;
    const { calls } = mockApi({
      'GET /api/subscriptions': () => ({ body: { subscriptions: [isSettled ? makeSubscription() : due] } }),
      'GET /api/payments/config': { body: localConfig() },
      'POST /api/subscriptions/sub_1/pay': { body: { intent: makeIntent({ amount: 1500 }), subscription: due } },
      'POST /api/payments/local/intents/pi_local_1/confirm': () => {
        isSettled = true;
        return { body: { intent: makeIntent({ status: 'succeeded', amount: 1500 }) } };
      },
      'POST /api/auth/verify': { body: makeSignInResponse() },
    });
    renderApp({ path: '/me/account/subscriptions' });
    const item = (await screen.findByRole('heading', { name: 'Monthly Club' }, slow)).closest('li') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay renewal' }, slow);
    await fillCard(dialog, '4242 4242 4242 4242');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay $15.00' }, slow));
    expect(await within(dialog).findByText('Payment received. Monthly Club is active again.', {}, slow)).toBeTruthy();
    expect((calls.find((call) => call.path === '/api/subscriptions/sub_1/pay')?.body as { idempotency_key: string }).idempotency_key).toMatch(/^[\w-]{8,}$/);
    expect(await screen.findByText('Renews on May 1, 2030', {}, slow)).toBeTruthy();
  });

  it('says Unable to update payment method when the new card is refused', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({
      'GET /api/subscriptions': { body: { subscriptions: [makeSubscription()] } },
      'GET /api/payments/config': { body: localConfig() },
      'POST /api/subscriptions/sub_1/payment_method': { body: { intent: makeIntent({ type: 'setup_intent', id: 'seti_1', amount: 0 }) } },
      'POST /api/payments/local/intents/seti_1/confirm': {
        body: { intent: makeIntent({ type: 'setup_intent', id: 'seti_1', last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Declined' } }) },
      },
    });
    renderApp({ path: '/me/account/subscriptions' });
    fireEvent.click(await screen.findByRole('button', { name: 'Update card' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Update card' }, slow);
    await fillCard(dialog, '4000 0000 0000 0002');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save card' }, slow));
    expect(await within(dialog).findByText('Unable to update payment method', {}, slow)).toBeTruthy();
  });

  it('shows a past-due banner that leads to paying', async () => {
    completeSignIn(makeSignInResponse({ past_due_subscriptions: [{ product_id: 'monthly' }] }), 'sign-in');
    mockApi({
      'GET /api/subscriptions': { body: { subscriptions: [makeSubscription({ status: 'past_due', amount_due: 1500 })] } },
      'GET /api/payments/config': { body: localConfig() },
    });
    renderApp({ path: '/' });
    const banner = (await screen.findByText('Your Monthly Club renewal of $15.00 did not go through.', {}, slow)).closest('section') as HTMLElement;
    fireEvent.click(within(banner).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay renewal' }, slow);
    expect(await within(dialog).findByText('Pay $15.00 to keep Monthly Club.', {}, slow)).toBeTruthy();
  });
});
