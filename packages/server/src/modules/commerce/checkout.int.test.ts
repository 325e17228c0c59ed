import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLocalEvent } from '../../integrations/payments/local-gateway';
import { createAccount, createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { insertCoupon, insertOrderBump, insertProduct, setPaymentSettings } from './test-fixtures';

let t: TestServer;
let appId: string;
let otherAppId: string;
let premium: { id: string; versionId: string };
let monthly: { id: string; versionId: string };
let workbook: { id: string; versionId: string };
let bumpId: string;
let otherProduct: { id: string };
const alpha = () => memberClient(t, 'alpha');
let keyCounter = 0;
const key = () => `test-key-${++keyCounter}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestServer();
  const account = await createAccount(t.db);
  appId = (await createApp(t.db, { accountId: account.id, slug: 'alpha', name: 'Alpha' })).id;
  otherAppId = (await createApp(t.db, { accountId: account.id, slug: 'bravo', name: 'Bravo' })).id;
  await setPaymentSettings(t.db, { appId, gateway: 'local' });
  await setPaymentSettings(t.db, { appId: otherAppId, gateway: 'local' });
  premium = await insertProduct(t.db, { appId, name: 'Premium', amount: 2000 });
  monthly = await insertProduct(t.db, { appId, name: 'Monthly', amount: 900, interval: 'month' });
  workbook = await insertProduct(t.db, { appId, name: 'Workbook', amount: 500 });
  bumpId = (await insertOrderBump(t.db, { appId, productId: premium.id, bumpProductId: workbook.id, title: 'Add the workbook' })).id;
  await insertCoupon(t.db, { appId, code: 'WELCOME10', percentOff: 10 });
  await insertCoupon(t.db, { appId, code: 'OLD', percentOff: 50, expiresAt: new Date('2020-01-01') });
  await insertCoupon(t.db, { appId, code: 'ONCE', percentOff: 50, maxRedemptions: 0 });
  await insertCoupon(t.db, { appId, code: 'MONTHLYONLY', percentOff: 50, productIds: [monthly.id] });
  otherProduct = await insertProduct(t.db, { appId: otherAppId, name: 'Bravo thing', amount: 100 });
  await insertCoupon(t.db, { appId: otherAppId, code: 'BRAVO', percentOff: 90 });
});
afterAll(async () => t.close());

async function member(email: string) {
  const m = alpha();
  const signIn = await m.signUp({ email });
  const auth = { token: signIn.authentication_token, email };
  return { ...m, auth, post: (url: string, body?: unknown) => m.call('POST', url, { ...auth, body }), get: (url: string) => m.call('GET', url, auth) };
}

async function pay(m: Awaited<ReturnType<typeof member>>, intent: { id: string; client_secret: string }, number = '4242424242424242') {
  return m.post(`/api/payments/local/intents/${intent.id}/confirm`, { client_secret: intent.client_secret, card: { number, exp_month: 12, exp_year: 2099, cvc: '123' } });
}

describe('products', () => {
  it('shows a product with its price, versions and order bumps; another app’s id is product_not_found', async () => {
    const res = await alpha().call('GET', `/api/products/${premium.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ id: premium.id, name: 'Premium', amount: 2000, currency: 'USD', interval: null, version_id: premium.versionId, order_bumps: [{ id: bumpId, product_id: workbook.id, amount: 500 }] });
    const other = await alpha().call('GET', `/api/products/${otherProduct.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('product_not_found');
  });

  it('lists products by id in the order asked', async () => {
    const res = await alpha().call('GET', `/api/products/list?ids=${monthly.id},${premium.id},${otherProduct.id}`);
    expect(res.json().products.map((p: { id: string }) => p.id)).toEqual([monthly.id, premium.id]);
  });
});

describe('preview', () => {
  it('prices bumps and a coupon on the server', async () => {
    const res = await alpha().call('POST', `/api/products/${premium.id}/preview`, { body: { coupon_code: 'welcome10', order_bumps: [bumpId] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().preview).toMatchObject({ subtotal: 2500, discount: 200, tax: 0, total: 2300, intent_type: 'payment_intent', coupon: { code: 'WELCOME10', percent_off: 10 } });
  });

  it.each([
    ['NOPE', 'coupon_not_found'],
    ['OLD', 'coupon_expired'],
    ['ONCE', 'coupon_used_up'],
    ['MONTHLYONLY', 'coupon_not_for_product'],
    ['BRAVO', 'coupon_not_found'],
  ])('refuses coupon %s as invalid_coupon with the reason %s', async (code, reason) => {
    const res = await alpha().call('POST', `/api/products/${premium.id}/preview`, { body: { coupon_code: code } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'invalid_coupon', details: [{ field: 'body.coupon_code', code: reason }] });
  });

  it('refuses another product’s version as invalid_version', async () => {
    const res = await alpha().call('POST', `/api/products/${premium.id}/preview`, { body: { version_id: monthly.versionId } });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('invalid_version');
  });
});

describe('buying with the local gateway', () => {
  it('charges once for a double submit, grants on the webhook and the page opens (active_product_ids)', async () => {
    const m = await member('buyer@example.test');
    const body = { final_amount: 2000, idempotency_key: key() };
    const first = await m.post(`/api/products/${premium.id}/intent`, body);
    expect(first.statusCode).toBe(200);
    const second = await m.post(`/api/products/${premium.id}/intent`, body);
    expect(second.json().intent.id).toBe(first.json().intent.id);
    expect(first.json().order_id).toBe(second.json().order_id);
    expect((await m.get(`/api/products/${premium.id}/has_active_purchase`)).json().has_active_purchase).toBe(false);
    const seen = await m.get(`/api/payments/local/intents/${first.json().intent.id}?client_secret=${first.json().intent.client_secret}`);
    expect(seen.json().intent).toMatchObject({ status: 'requires_payment_method', amount: 2000, currency: 'USD', gateway: 'local' });
    expect((await m.get(`/api/payments/local/intents/${first.json().intent.id}?client_secret=wrong`)).json().error.code).toBe('intent_not_found');
    const confirmed = await pay(m, first.json().intent);
    expect(confirmed.json().intent.status).toBe('succeeded');
    expect((await m.get(`/api/products/${premium.id}/has_active_purchase`)).json().has_active_purchase).toBe(true);
    const verify = await m.post('/api/auth/verify');
    expect(verify.json().user.active_product_ids).toContain(premium.id);
    const purchases = (await m.get('/api/purchases')).json().purchases;
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ status: 'paid', amount: 2000, product: { id: premium.id } });
    const again = await m.post(`/api/products/${premium.id}/intent`, { final_amount: 2000, idempotency_key: key() });
    expect(again.json().error.code).toBe('existing_subscription');
  });

  it('refuses a total the server does not agree with (order_preview_mismatch, with the server’s preview)', async () => {
    const m = await member('mismatch@example.test');
    const res = await m.post(`/api/products/${premium.id}/intent`, { final_amount: 1, idempotency_key: key() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'order_preview_mismatch', details: { preview: { total: 2000 } } });
  });

  it('a declined card leaves the order unpaid and the member may try again', async () => {
    const m = await member('declined@example.test');
    const { intent } = (await m.post(`/api/products/${premium.id}/intent`, { final_amount: 2000, idempotency_key: key() })).json();
    const declined = (await pay(m, intent, '4000000000000002')).json().intent;
    expect(declined).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } });
    expect((await pay(m, intent, '4000000000009995')).json().intent.last_payment_error.decline_code).toBe('insufficient_funds');
    expect((await m.get(`/api/products/${premium.id}/has_active_purchase`)).json().has_active_purchase).toBe(false);
    const challenged = (await pay(m, intent, '4000002500003155')).json().intent;
    expect(challenged.status).toBe('requires_action');
    const done = await m.post(`/api/payments/local/intents/${intent.id}/challenge`, { client_secret: intent.client_secret, challenge_id: challenged.next_action.challenge_id, outcome: 'approve' });
    expect(done.json().intent.status).toBe('succeeded');
    expect((await m.get(`/api/products/${premium.id}/has_active_purchase`)).json().has_active_purchase).toBe(true);
  });

  it('signs a guest up inside checkout; a known email is existing_subscriber', async () => {
    const guest = alpha();
    const res = await guest.call('POST', `/api/products/${premium.id}/intent`, { body: { final_amount: 2000, idempotency_key: key(), email: 'guest@example.test', name: 'Guest Buyer', password: 'secret-password' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().sign_in.user.email).toBe('guest@example.test');
    const known = await guest.call('POST', `/api/products/${premium.id}/intent`, { body: { final_amount: 2000, idempotency_key: key(), email: 'buyer@example.test', name: 'Someone Else' } });
    expect(known.statusCode).toBe(409);
    expect(known.json().error).toMatchObject({ code: 'existing_subscriber', message: 'This email address already exists, login to continue' });
  });

  it('refuses a forged or replayed webhook', async () => {
    const forged = await t.server.inject({ method: 'POST', url: '/api/payments/local/webhook', headers: { 'content-type': 'application/json', 'tessera-local-signature': 't=1,v1=00' }, payload: '{"id":"evt_x","type":"payment_intent.succeeded","data":{"object":{"id":"pi_x","metadata":{}}}}' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_signature');
    const body = JSON.stringify({ id: 'evt_old', type: 'payment_intent.succeeded', created: 1, data: { object: { id: 'pi_x', metadata: { app_id: appId } } } });
    const old = await t.server.inject({ method: 'POST', url: '/api/payments/local/webhook', headers: { 'content-type': 'application/json', 'tessera-local-signature': signLocalEvent(body, t.server.services.payments.secrets.localSigningKey, new Date(Date.now() - 600_000)) }, payload: body });
    expect(old.statusCode).toBe(400);
  });

  it('says when an app has no gateway', async () => {
    await setPaymentSettings(t.db, { appId: otherAppId, gateway: null });
    const bravo = memberClient(t, 'bravo');
    const signIn = await bravo.signUp({ email: 'nogateway@example.test' });
    const res = await bravo.call('POST', `/api/products/${otherProduct.id}/intent`, { token: signIn.authentication_token, email: 'nogateway@example.test', body: { final_amount: 100, idempotency_key: key() } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'payments_not_enabled', message: "This app can't accept payments yet" });
  });

  it('checks selling countries (invalid_customer_location)', async () => {
    await setPaymentSettings(t.db, { appId, gateway: 'local', sellingCountries: ['SE', 'NO'] });
    try {
      const none = await alpha().call('POST', `/api/products/${premium.id}/preview`, { body: {} });
      expect(none.json().error.code).toBe('invalid_customer_location');
      const wrong = await alpha().call('POST', `/api/products/${premium.id}/preview`, { body: { address: { country: 'us' } } });
      expect(wrong.json().error).toMatchObject({ code: 'invalid_customer_location', details: [{ code: 'country_not_sold' }] });
      expect((await alpha().call('POST', `/api/products/${premium.id}/preview`, { body: { address: { country: 'se', postal_code: '11122' } } })).statusCode).toBe(200);
    } finally {
      await setPaymentSettings(t.db, { appId, gateway: 'local' });
    }
  });
});

describe('subscriptions', () => {
  it('subscribes, cancels at period end and keeps access until then', async () => {
    const m = await member('subscriber@example.test');
    const { intent } = (await m.post(`/api/products/${monthly.id}/intent`, { final_amount: 900, idempotency_key: key() })).json();
    expect((await pay(m, intent)).json().intent.status).toBe('succeeded');
    const [sub] = (await m.get('/api/subscriptions')).json().subscriptions;
    expect(sub).toMatchObject({ status: 'active', interval: 'month', cancel_at_period_end: false, payment_method: { brand: 'visa', last4: '4242' } });
    const canceled = await m.call('DELETE', `/api/subscriptions/${sub.id}`, m.auth);
    expect(canceled.json().subscription.cancel_at_period_end).toBe(true);
    expect((await m.get(`/api/products/${monthly.id}/has_active_purchase`)).json().has_active_purchase).toBe(true);
  });

  it('gives an invoice link that opens a printable page; a tampered one says Invalid Invoice', async () => {
    const m = await member('invoice@example.test');
    const { intent } = (await m.post(`/api/products/${workbook.id}/intent`, { final_amount: 500, idempotency_key: key() })).json();
    await pay(m, intent);
    const [purchase] = (await m.get('/api/purchases')).json().purchases;
    const { url } = (await m.get(`/api/invoices/${purchase.invoice_id}/url`)).json();
    const path = new URL(url).pathname + new URL(url).search;
    const page = await m.call('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Workbook');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const tampered = await m.call('GET', path.replace(/signature=./, 'signature=x'));
    expect(tampered.statusCode).toBe(404);
    expect(tampered.body).toContain('Invalid Invoice');
  });
});

describe('more checkout paths', () => {
  it('refuses the same idempotency key for a different order (idempotency_conflict)', async () => {
    const m = await member('conflict@example.test');
    const k = key();
    expect((await m.post(`/api/products/${premium.id}/intent`, { final_amount: 2000, idempotency_key: k })).statusCode).toBe(200);
    const other = await m.post(`/api/products/${premium.id}/intent`, { final_amount: 2500, order_bumps: [bumpId], idempotency_key: k });
    expect(other.json().error.code).toBe('idempotency_conflict');
  });

  it('grants a free order (a 100 % coupon) without a charge', async () => {
    await insertCoupon(t.db, { appId, code: 'FREEBIE', percentOff: 100 });
    const m = await member('free@example.test');
    const res = await m.post(`/api/products/${workbook.id}/intent`, { coupon: 'FREEBIE', final_amount: 0, idempotency_key: key() });
    expect(res.json().intent).toMatchObject({ status: 'succeeded', amount: 0 });
    expect((await m.get(`/api/products/${workbook.id}/has_active_purchase`)).json().has_active_purchase).toBe(true);
  });

  it('starts a trial with a setup intent (nothing charged now) and the subscription is trialing', async () => {
    const trial = await insertProduct(t.db, { appId, name: 'Trial plan', amount: 1500, interval: 'month', trialDays: 7 });
    const preview = (await alpha().call('POST', `/api/products/${trial.id}/preview`, { body: {} })).json().preview;
    expect(preview).toMatchObject({ total: 0, recurring_amount: 1500, trial_days: 7, intent_type: 'setup_intent' });
    const m = await member('trial@example.test');
    const { intent } = (await m.post(`/api/products/${trial.id}/intent`, { final_amount: 0, idempotency_key: key() })).json();
    expect(intent.type).toBe('setup_intent');
    await pay(m, intent);
    const [sub] = (await m.get('/api/subscriptions')).json().subscriptions;
    expect(sub).toMatchObject({ status: 'trialing', product: { id: trial.id }, payment_method: { last4: '4242' } });
  });

  it('replaces the card a subscription renews with; another member’s subscription and invoice are not found', async () => {
    const m = await member('card@example.test');
    const { intent } = (await m.post(`/api/products/${monthly.id}/intent`, { final_amount: 900, idempotency_key: key() })).json();
    await pay(m, intent);
    const [sub] = (await m.get('/api/subscriptions')).json().subscriptions;
    const setup = (await m.post(`/api/subscriptions/${sub.id}/payment_method`)).json().intent;
    expect(setup.type).toBe('setup_intent');
    await pay(m, setup, '5555555555554444');
    expect((await m.get('/api/subscriptions')).json().subscriptions[0].payment_method).toEqual({ brand: 'mastercard', last4: '4444' });

    const stranger = await member('stranger@example.test');
    expect((await stranger.call('DELETE', `/api/subscriptions/${sub.id}`, stranger.auth)).json().error.code).toBe('subscription_not_found');
    expect((await stranger.post(`/api/subscriptions/${sub.id}/pay`)).json().error.code).toBe('subscription_not_found');
    const invoiceId = (await m.get('/api/purchases')).json().purchases[0].invoice_id;
    const foreign = await stranger.get(`/api/invoices/${invoiceId}/url`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatchObject({ code: 'invalid_invoice', message: 'Invalid Invoice' });
  });
});

