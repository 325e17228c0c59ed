import { pagePropsSchema } from '@tessera/core/entities/page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { memberClient } from '../test/members';
import { DEMO_COUPON_CODE, DEMO_MONTHLY_PRODUCT_ID } from './commerce';
import { DEMO_PASSWORD } from './logins';
import { DEMO_PRODUCT_ID, seedDemo } from './seed';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  await seedDemo(t.db, { dataDir: t.dataDir });
  t.server.services.registry.invalidate();
});
afterAll(async () => t.close());

const card = (number: string) => ({ number, exp_month: 12, exp_year: 2099, cvc: '123' });

describe('the demo shop', () => {
  it('sells Premium through the local gateway: a newcomer with the coupon buys it and the locked page opens', async () => {
    const client = memberClient(t, 'demo');
    const product = (await client.call('GET', `/api/products/${DEMO_PRODUCT_ID}`)).json().product;
    expect(product).toMatchObject({ name: 'Peak Premium', amount: 2900, currency: 'USD', order_bumps: [expect.objectContaining({ amount: 700 })] });
    const preview = (await client.call('POST', `/api/products/${DEMO_PRODUCT_ID}/preview`, { body: { coupon_code: DEMO_COUPON_CODE } })).json().preview;
    expect(preview.total).toBe(2610);
    const newcomer = await client.signUp({ email: 'shopper@example.test' });
    const auth = { token: newcomer.authentication_token, email: 'shopper@example.test' };
    const { intent } = (await client.call('POST', `/api/products/${DEMO_PRODUCT_ID}/intent`, { ...auth, body: { coupon: DEMO_COUPON_CODE, final_amount: 2610, idempotency_key: 'demo-shop-1' } })).json();
    expect((await client.call('POST', `/api/payments/local/intents/${intent.id}/confirm`, { ...auth, body: { client_secret: intent.client_secret, card: card('4242424242424242') } })).json().intent.status).toBe('succeeded');
    const page = await t.server.inject({ method: 'GET', url: '/__/benefits/premium-masterclass/index.json', headers: { 'x-app-slug': 'demo', 'x-user-token': auth.token } });
    expect(pagePropsSchema.parse(page.json()).page_access.granted).toBe(true);
    const { items } = (await client.call('GET', `/api/products/${DEMO_PRODUCT_ID}/purchased_items`, auth)).json();
    expect(items).toContainEqual(expect.objectContaining({ type: 'page', path: '/benefits/premium-masterclass' }));
  });

  it('gives member@demo.test a past-due subscription to settle', async () => {
    const client = memberClient(t, 'demo');
    const login = (await client.login('member@demo.test', DEMO_PASSWORD)).json();
    expect(login.past_due_subscriptions).toEqual([{ product_id: DEMO_MONTHLY_PRODUCT_ID }]);
    const auth = { token: login.authentication_token, email: 'member@demo.test' };
    const [purchase] = (await client.call('GET', '/api/purchases', auth)).json().purchases;
    expect(purchase).toMatchObject({ status: 'paid', amount: 2900, product: { id: DEMO_PRODUCT_ID } });
    expect(purchase.invoice_id).toEqual(expect.any(String));
    const [sub] = (await client.call('GET', '/api/subscriptions', auth)).json().subscriptions;
    expect(sub).toMatchObject({ status: 'past_due', amount_due: 999, payment_method: { last4: '0341' } });
    const { intent } = (await client.call('POST', `/api/subscriptions/${sub.id}/pay`, auth)).json();
    await client.call('POST', `/api/payments/local/intents/${intent.id}/confirm`, { ...auth, body: { client_secret: intent.client_secret, card: card('4242424242424242') } });
    expect((await client.call('GET', '/api/subscriptions', auth)).json().subscriptions[0].status).toBe('active');
  });
});
