import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { ownerAndRival, type StudioCaller } from '../../test/studio-client';
import { paymentSettings } from './schema';

let t: TestServer;
let owner: StudioCaller;
let rival: StudioCaller;
let appId: string;
let rivalAppId: string;

beforeAll(async () => {
  t = await createTestServer();
  const { mine, theirs } = await ownerAndRival(t);
  owner = mine.call;
  rival = theirs.call;
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'alpha', name: 'Alpha' })).id;
  rivalAppId = (await createApp(t.db, { accountId: theirs.accountId, slug: 'bravo', name: 'Bravo' })).id;
  await owner('PUT', `/apps/${appId}/payment_settings`, { gateway: 'local' });
});
afterAll(async () => t.close());

describe('studio products', () => {
  it('creates a product, changes its price as a new version and unlocks the app with it', async () => {
    const created = await owner('POST', `/apps/${appId}/products`, { name: 'Gold', price: { amount: 1500, interval: 'month' }, unlocks_app: true });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product).toMatchObject({ name: 'Gold', amount: 1500, currency: 'USD', interval: 'month', unlocks: { app: true } });
    const repriced = await owner('POST', `/apps/${appId}/products/${product.id}/versions`, { amount: 1900, interval: 'month' });
    expect(repriced.json().product.versions).toHaveLength(2);
    expect(repriced.json().product.amount).toBe(1900);
    const member = await memberClient(t, 'alpha').call('GET', `/api/products/${product.id}`);
    expect(member.json().product.amount).toBe(1900);
    expect((await owner('GET', `/apps/${appId}/products`)).json().products.map((p: { id: string }) => p.id)).toContain(product.id);
    expect((await rival('GET', `/apps/${appId}/products/${product.id}`)).statusCode).toBe(404);
    expect((await rival('GET', `/apps/${rivalAppId}/products/${product.id}`)).statusCode).toBe(404);
    const archived = await owner('DELETE', `/apps/${appId}/products/${product.id}`);
    expect(archived.json().product.is_archived).toBe(true);
    expect((await memberClient(t, 'alpha').call('GET', `/api/products/${product.id}`)).statusCode).toBe(404);
  });
});

describe('coupons and order bumps', () => {
  it('creates a coupon once per code and refuses a second with coupon_code_taken', async () => {
    const first = await owner('POST', `/apps/${appId}/coupons`, { code: 'spring25', percent_off: 25 });
    expect(first.statusCode).toBe(201);
    expect(first.json().coupon).toMatchObject({ code: 'SPRING25', percent_off: 25, redemptions: 0 });
    const again = await owner('POST', `/apps/${appId}/coupons`, { code: 'SPRING25', amount_off: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details[0]).toMatchObject({ field: 'body.code', code: 'coupon_code_taken' });
    const both = await owner('POST', `/apps/${appId}/coupons`, { code: 'BOTH', amount_off: 100, percent_off: 5 });
    expect(both.statusCode).toBe(400);
    const id = first.json().coupon.id;
    expect((await owner('PATCH', `/apps/${appId}/coupons/${id}`, { is_active: false })).json().coupon.is_active).toBe(false);
    expect((await rival('DELETE', `/apps/${rivalAppId}/coupons/${id}`)).statusCode).toBe(404);
    expect((await owner('DELETE', `/apps/${appId}/coupons/${id}`)).json().deleted_id).toBe(id);
  });

  it('offers an order bump beside a product', async () => {
    const main = (await owner('POST', `/apps/${appId}/products`, { name: 'Course', price: { amount: 3000 } })).json().product;
    const extra = (await owner('POST', `/apps/${appId}/products`, { name: 'Workbook', price: { amount: 700 } })).json().product;
    const bump = await owner('POST', `/apps/${appId}/order_bumps`, { product_id: main.id, bump_product_id: extra.id, title: 'Add the workbook' });
    expect(bump.statusCode).toBe(201);
    const view = (await memberClient(t, 'alpha').call('GET', `/api/products/${main.id}`)).json().product;
    expect(view.order_bumps).toEqual([expect.objectContaining({ product_id: extra.id, amount: 700, title: 'Add the workbook' })]);
  });
});

describe('payment settings', () => {
  it('stores Stripe keys encrypted and never returns them', async () => {
    const res = await owner('PUT', `/apps/${appId}/payment_settings`, { stripe_publishable_key: 'pk_test_abc123', stripe_secret_key: 'sk_test_supersecret1234', stripe_webhook_secret: 'whsec_abc' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('supersecret');
    expect(res.json().payment_settings.stripe).toMatchObject({ publishable_key: 'pk_test_abc123', secret_key_set: true, secret_key_last4: '1234', webhook_secret_set: true });
    const [row] = await t.db.select().from(paymentSettings).where(eq(paymentSettings.appId, appId));
    expect(row!.stripeSecretKeyEncrypted).not.toContain('supersecret');
    expect(t.server.services.payments.secrets.decrypt(row!.stripeSecretKeyEncrypted!)).toBe('sk_test_supersecret1234');
  });

  it('refuses Stripe as the gateway without keys', async () => {
    const res = await owner('PUT', `/apps/${rivalAppId}/payment_settings`, { gateway: 'stripe' });
    expect(res.statusCode).toBe(404);
    const own = await rival('PUT', `/apps/${rivalAppId}/payment_settings`, { gateway: 'stripe' });
    expect(own.json().error.details[0]).toMatchObject({ field: 'body.gateway', code: 'stripe_keys_required' });
  });
});

describe('orders, refunds, subscriptions and revenue', () => {
  it('lists a paid order, exports it as CSV, refunds it (access ends at once) and counts revenue', async () => {
    const product = (await owner('POST', `/apps/${appId}/products`, { name: 'Masterclass', price: { amount: 4200 } })).json().product;
    const m = memberClient(t, 'alpha');
    const signIn = await m.signUp({ email: 'buyer@example.test' });
    const auth = { token: signIn.authentication_token, email: 'buyer@example.test' };
    const { intent } = (await m.call('POST', `/api/products/${product.id}/intent`, { ...auth, body: { final_amount: 4200, idempotency_key: 'studio-test-key-1' } })).json();
    await m.call('POST', `/api/payments/local/intents/${intent.id}/confirm`, { ...auth, body: { client_secret: intent.client_secret, card: { number: '4242 4242 4242 4242', exp_month: 1, exp_year: 2099, cvc: '123' } } });
    const list = (await owner('GET', `/apps/${appId}/orders?q=buyer@`)).json();
    expect(list.total_count).toBe(1);
    expect(list.orders[0]).toMatchObject({ status: 'paid', amount: 4200, member: { email: 'buyer@example.test' }, product: { name: 'Masterclass' } });
    const csv = await owner('GET', `/apps/${appId}/orders.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('buyer@example.test');
    const revenue = (await owner('GET', `/apps/${appId}/revenue?granularity=day&periods=7`)).json();
    expect(revenue.points).toHaveLength(7);
    expect(revenue.points.at(-1)).toMatchObject({ gross: 4200, net: 4200, orders: 1 });
    const refunded = await owner('POST', `/apps/${appId}/orders/${list.orders[0].id}/refund`);
    expect(refunded.json().order.status).toBe('refunded');
    expect((await owner('POST', `/apps/${appId}/orders/${list.orders[0].id}/refund`)).json().error.code).toBe('not_refundable');
    expect((await m.call('GET', `/api/products/${product.id}/has_active_purchase`, auth)).json().has_active_purchase).toBe(false);
    expect((await owner('GET', `/apps/${appId}/revenue?granularity=day&periods=1`)).json().points[0]).toMatchObject({ gross: 4200, refunds: 4200, net: 0 });
    expect((await rival('POST', `/apps/${rivalAppId}/orders/${list.orders[0].id}/refund`)).statusCode).toBe(404);
  });
});

describe('the rest of the studio calls', () => {
  it('edits a product, hides it from lists (still open by id), and edits and removes an order bump', async () => {
    const product = (await owner('POST', `/apps/${appId}/products`, { name: 'Hidden gem', price: { amount: 100 } })).json().product;
    const edited = await owner('PATCH', `/apps/${appId}/products/${product.id}`, { name: 'Secret gem', description: 'Only by link', is_hidden: true });
    expect(edited.json().product).toMatchObject({ name: 'Secret gem', description: 'Only by link', is_hidden: true });
    const m = memberClient(t, 'alpha');
    expect((await m.call('GET', `/api/products/list?ids=${product.id}`)).json().products).toEqual([]);
    expect((await m.call('GET', `/api/products/list?ids=${product.id}&include_hidden=true`)).json().products).toHaveLength(1);
    expect((await m.call('GET', `/api/products/${product.id}`)).json().product.is_hidden).toBe(true);

    const extra = (await owner('POST', `/apps/${appId}/products`, { name: 'Extra', price: { amount: 50 } })).json().product;
    const bump = (await owner('POST', `/apps/${appId}/order_bumps`, { product_id: product.id, bump_product_id: extra.id, title: 'Extra?' })).json().order_bump;
    expect((await owner('PATCH', `/apps/${appId}/order_bumps/${bump.id}`, { title: 'Add the extra', position: 2 })).json().order_bump).toMatchObject({ title: 'Add the extra', position: 2 });
    expect((await owner('GET', `/apps/${appId}/order_bumps`)).json().order_bumps.map((b: { id: string }) => b.id)).toContain(bump.id);
    expect((await rival('PATCH', `/apps/${rivalAppId}/order_bumps/${bump.id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await owner('DELETE', `/apps/${appId}/order_bumps/${bump.id}`)).json().deleted_id).toBe(bump.id);
  });

  it('sets selling countries, currency and tax; checkout follows', async () => {
    const res = await owner('PUT', `/apps/${appId}/payment_settings`, { selling_countries: ['se', 'NO'], tax_rate_bps: 2500, currency: 'EUR' });
    expect(res.json().payment_settings).toMatchObject({ gateway: 'local', selling_countries: ['SE', 'NO'], tax_rate_bps: 2500, currency: 'EUR' });
    const config = (await memberClient(t, 'alpha').call('GET', '/api/payments/config')).json().payments;
    expect(config).toMatchObject({ gateway: 'local', publishable_key: null, currency: 'EUR', requires_address: true });
    const product = (await owner('POST', `/apps/${appId}/products`, { name: 'Taxed', price: { amount: 1000 } })).json().product;
    expect(product.currency).toBe('EUR');
    const preview = (await memberClient(t, 'alpha').call('POST', `/api/products/${product.id}/preview`, { body: { address: { country: 'SE' } } })).json().preview;
    expect(preview).toMatchObject({ subtotal: 1000, tax: 250, total: 1250, currency: 'EUR' });
    await owner('PUT', `/apps/${appId}/payment_settings`, { selling_countries: [], tax_rate_bps: 0, currency: 'USD' });
  });

  it('lists, exports and cancels subscriptions, and reads revenue by week and month', async () => {
    const plan = (await owner('POST', `/apps/${appId}/products`, { name: 'Plan', price: { amount: 800, interval: 'week' } })).json().product;
    const m = memberClient(t, 'alpha');
    const signIn = await m.signUp({ email: 'weekly@example.test' });
    const auth = { token: signIn.authentication_token, email: 'weekly@example.test' };
    const { intent } = (await m.call('POST', `/api/products/${plan.id}/intent`, { ...auth, body: { final_amount: 800, idempotency_key: 'studio-weekly-1' } })).json();
    await m.call('POST', `/api/payments/local/intents/${intent.id}/confirm`, { ...auth, body: { client_secret: intent.client_secret, card: { number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '123' } } });
    const list = (await owner('GET', `/apps/${appId}/subscriptions?q=weekly`)).json();
    expect(list.subscriptions[0]).toMatchObject({ status: 'active', interval: 'week', member: { email: 'weekly@example.test' } });
    expect((await owner('GET', `/apps/${appId}/subscriptions.csv?status=active`)).body).toContain('weekly@example.test');
    const canceled = (await owner('POST', `/apps/${appId}/subscriptions/${list.subscriptions[0].id}/cancel`, { at_period_end: false })).json().subscription;
    expect(canceled.status).toBe('canceled');
    expect((await m.call('GET', `/api/products/${plan.id}/has_active_purchase`, auth)).json().has_active_purchase).toBe(false);
    expect((await rival('POST', `/apps/${rivalAppId}/subscriptions/${list.subscriptions[0].id}/cancel`, {})).statusCode).toBe(404);
    for (const granularity of ['week', 'month']) {
      const revenue = (await owner('GET', `/apps/${appId}/revenue?granularity=${granularity}&periods=3`)).json();
      expect(revenue.points).toHaveLength(3);
      expect(revenue.points.at(-1).gross).toBeGreaterThanOrEqual(800);
    }
  });
});

