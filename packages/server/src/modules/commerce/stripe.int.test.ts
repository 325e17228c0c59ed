import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../integrations/payments/fake-stripe';
import { createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';
import { insertProduct } from './test-fixtures';

const WEBHOOK_SECRET = 'whsec_testsecret';
let fake: FakeStripe;
let t: TestServer;
let owner: StudioCaller;
let appId: string;
let product: { id: string };
let monthly: { id: string };

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestServer({ STRIPE_API_URL: fake.url });
  const mine = await signedInOwner(t, { email: 'owner@example.test' });
  owner = mine.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'alpha', name: 'Alpha' })).id;
  const saved = await owner('PUT', `/apps/${appId}/payment_settings`, { gateway: 'stripe', stripe_publishable_key: 'pk_test_123', stripe_secret_key: 'sk_test_owner123', stripe_webhook_secret: WEBHOOK_SECRET });
  expect(saved.statusCode).toBe(200);
  product = await insertProduct(t.db, { appId, name: 'Premium', amount: 2500, currency: 'EUR' });
  monthly = await insertProduct(t.db, { appId, name: 'Monthly', amount: 900, currency: 'EUR', interval: 'month' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const webhook = (event: object, secret = WEBHOOK_SECRET, timestamp?: number) => {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return t.server.inject({ method: 'POST', url: `/api/payments/stripe/webhook/${appId}`, headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
};
const succeeded = (intent: { id: string }, metadata: Record<string, string>, id = `evt_${intent.id}`) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: intent.id, object: 'payment_intent', metadata, payment_method: { id: 'pm_fake_visa', card: { brand: 'visa', last4: '4242' } } } },
});

async function member(email: string) {
  const m = memberClient(t, 'alpha');
  const signIn = await m.signUp({ email });
  return { m, auth: { token: signIn.authentication_token, email } };
}

describe('the Stripe gateway (official SDK against a local fake of the API)', () => {
  it('creates a PaymentIntent with the owner’s key, once per idempotency key, and grants on the signed webhook', async () => {
    const { m, auth } = await member('stripe@example.test');
    expect((await m.call('GET', '/api/payments/config')).json().payments).toMatchObject({ gateway: 'stripe', publishable_key: 'pk_test_123' });
    const body = { final_amount: 2500, idempotency_key: 'stripe-key-1' };
    const first = (await m.call('POST', `/api/products/${product.id}/intent`, { ...auth, body })).json();
    const second = (await m.call('POST', `/api/products/${product.id}/intent`, { ...auth, body })).json();
    expect(first.intent).toMatchObject({ gateway: 'stripe', type: 'payment_intent', amount: 2500, currency: 'EUR', publishable_key: 'pk_test_123' });
    expect(second.intent.id).toBe(first.intent.id);
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created[0]!.authorization).toBe('Bearer sk_test_owner123');
    expect(created[0]!.body).toMatchObject({ amount: '2500', currency: 'eur', metadata: { order_id: first.order_id } });
    expect(fake.intents.size).toBe(1);

    const forged = await webhook(succeeded(first.intent, { app_id: appId, order_id: first.order_id }), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    const stale = await webhook(succeeded(first.intent, {}, 'evt_stale'), WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    expect(stale.statusCode).toBe(400);
    expect((await m.call('GET', `/api/products/${product.id}/has_active_purchase`, auth)).json().has_active_purchase).toBe(false);

    fake.succeed(first.intent.id);
    const ok = await webhook(succeeded(first.intent, { app_id: appId, order_id: first.order_id }));
    expect(ok.json().outcome).toBe('processed');
    expect((await webhook(succeeded(first.intent, { app_id: appId, order_id: first.order_id }))).json().outcome).toBe('duplicate');
    expect((await m.call('GET', `/api/products/${product.id}/has_active_purchase`, auth)).json().has_active_purchase).toBe(true);
  });

  it('grants when the member app asks before the webhook arrives (the intent succeeded at Stripe)', async () => {
    const { m, auth } = await member('early@example.test');
    const { intent } = (await m.call('POST', `/api/products/${monthly.id}/intent`, { ...auth, body: { final_amount: 900, idempotency_key: 'stripe-key-2' } })).json();
    expect(fake.requests.some((r) => r.path === '/v1/customers' && r.method === 'POST')).toBe(true);
    fake.succeed(intent.id);
    expect((await m.call('GET', `/api/products/${monthly.id}/has_active_purchase`, auth)).json().has_active_purchase).toBe(true);
    const [sub] = (await m.call('GET', '/api/subscriptions', auth)).json().subscriptions;
    expect(sub).toMatchObject({ status: 'active', payment_method: { brand: 'visa', last4: '4242' } });
  });

  it('refunds through Stripe from the studio', async () => {
    const [order] = (await owner('GET', `/apps/${appId}/orders?q=stripe@`)).json().orders;
    const refunded = await owner('POST', `/apps/${appId}/orders/${order.id}/refund`);
    expect(refunded.json().order.status).toBe('refunded');
    expect(fake.requests.find((r) => r.path === '/v1/refunds')?.body).toMatchObject({ amount: '2500' });
  });

  it('answers unknown_error when Stripe fails, without leaking the cause', async () => {
    await fake.close();
    const { m, auth } = await member('down@example.test');
    const res = await m.call('POST', `/api/products/${product.id}/intent`, { ...auth, body: { final_amount: 2500, idempotency_key: 'stripe-key-3' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({ code: 'unknown_error', message: 'An unexpected error occurred.' });
    fake = await startFakeStripe();
  });
});
