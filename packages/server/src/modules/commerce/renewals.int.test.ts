import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEvents, localIntents } from '../../integrations/payments/schema';
import { signLocalEvent } from '../../integrations/payments/local-gateway';
import { createAccount, createApp } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { runRecovery, runRenewals } from './renewals';
import { memberProducts, orders, subscriptions } from './schema';
import { insertProduct, setPaymentSettings } from './test-fixtures';

let t: TestServer;
let appId: string;
let monthly: { id: string };
let guide: { id: string };
let n = 0;

beforeAll(async () => {
  t = await createTestServer();
  const account = await createAccount(t.db);
  appId = (await createApp(t.db, { accountId: account.id, slug: 'alpha', name: 'Alpha' })).id;
  await setPaymentSettings(t.db, { appId, gateway: 'local' });
  monthly = await insertProduct(t.db, { appId, name: 'Monthly', amount: 900, interval: 'month' });
  guide = await insertProduct(t.db, { appId, name: 'Guide', amount: 1200 });
});
afterAll(async () => t.close());

async function subscribe(email: string, card: string) {
  const m = memberClient(t, 'alpha');
  const signIn = await m.signUp({ email });
  const auth = { token: signIn.authentication_token, email };
  const { intent } = (await m.call('POST', `/api/products/${monthly.id}/intent`, { ...auth, body: { final_amount: 900, idempotency_key: `renewal-test-${++n}` } })).json();
  const confirmed = await m.call('POST', `/api/payments/local/intents/${intent.id}/confirm`, { ...auth, body: { client_secret: intent.client_secret, card: { number: card, exp_month: 12, exp_year: 2099, cvc: '123' } } });
  expect(confirmed.json().intent.status).toBe('succeeded');
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.memberId, signIn.user.id));
  return { m, auth, sub: sub! };
}

describe('renewals', () => {
  it('renews on the saved card at period end and extends access', async () => {
    const { sub } = await subscribe('renews@example.test', '4242424242424242');
    await runRenewals(t.server.services, new Date(sub.currentPeriodEnd.getTime() + 1000));
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after!.status).toBe('active');
    expect(after!.currentPeriodEnd.getTime()).toBeGreaterThan(sub.currentPeriodEnd.getTime());
    const renewalOrders = await t.db.select().from(orders).where(and(eq(orders.subscriptionId, sub.id), eq(orders.kind, 'renewal')));
    expect(renewalOrders.map((o) => o.status)).toEqual(['paid']);
    // A second pass for the same period charges nothing more.
    await runRenewals(t.server.services, new Date(sub.currentPeriodEnd.getTime() + 2000));
    expect(await t.db.select().from(orders).where(and(eq(orders.subscriptionId, sub.id), eq(orders.kind, 'renewal')))).toHaveLength(1);
  });

  it('a failed renewal is past due (sign-in says so); paying it from the account makes it active again', async () => {
    const { m, auth, sub } = await subscribe('pastdue@example.test', '4000000000000341');
    await runRenewals(t.server.services, new Date(sub.currentPeriodEnd.getTime() + 1000));
    const verify = (await m.call('POST', '/api/auth/verify', auth)).json();
    expect(verify.past_due_subscriptions).toEqual([{ product_id: monthly.id }]);
    const [listed] = (await m.call('GET', '/api/subscriptions', auth)).json().subscriptions;
    expect(listed).toMatchObject({ status: 'past_due', amount_due: 900 });
    // Access lasts through the grace days.
    expect(verify.user.active_product_ids).toContain(monthly.id);
    const pay = await m.call('POST', `/api/subscriptions/${sub.id}/pay`, auth);
    expect(pay.json().error).toBeUndefined();
    expect(pay.statusCode).toBe(200);
    const { intent } = pay.json();
    const paid = await m.call('POST', `/api/payments/local/intents/${intent.id}/confirm`, { ...auth, body: { client_secret: intent.client_secret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } } });
    expect(paid.json().intent.status).toBe('succeeded');
    const [after] = (await m.call('GET', '/api/subscriptions', auth)).json().subscriptions;
    expect(after.status).toBe('active');
    expect((await m.call('POST', '/api/auth/verify', auth)).json().past_due_subscriptions).toEqual([]);
    expect((await m.call('POST', `/api/subscriptions/${sub.id}/pay`, auth)).json().error.code).toBe('nothing_to_pay');
  });

  it('a subscription canceled at period end ends there', async () => {
    const { m, auth, sub } = await subscribe('cancels@example.test', '4242424242424242');
    await m.call('DELETE', `/api/subscriptions/${sub.id}`, auth);
    const end = new Date(sub.currentPeriodEnd.getTime() + 1000);
    await runRenewals(t.server.services, end);
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after!.status).toBe('canceled');
    const [held] = await t.db.select().from(memberProducts).where(and(eq(memberProducts.memberId, sub.memberId), eq(memberProducts.productId, monthly.id)));
    expect(held!.endsAt!.getTime()).toBe(sub.currentPeriodEnd.getTime());
  });
});

describe('webhooks and recovery', () => {
  it('an event delivered twice grants once', async () => {
    const m = memberClient(t, 'alpha');
    const signIn = await m.signUp({ email: 'twice@example.test' });
    const auth = { token: signIn.authentication_token, email: 'twice@example.test' };
    const { intent } = (await m.call('POST', `/api/products/${guide.id}/intent`, { ...auth, body: { final_amount: 1200, idempotency_key: 'twice-key-1' } })).json();
    await m.call('POST', `/api/payments/local/intents/${intent.id}/confirm`, { ...auth, body: { client_secret: intent.client_secret, card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } } });
    const [event] = await t.db.select().from(localEvents).where(eq(localEvents.appId, appId)).orderBy(localEvents.createdAt);
    const replay = (body: string) =>
      t.server.inject({ method: 'POST', url: '/api/payments/local/webhook', headers: { 'content-type': 'application/json', 'tessera-local-signature': signLocalEvent(body, t.server.services.payments.secrets.localSigningKey, new Date()) }, payload: body });
    const again = await replay(event!.body);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('duplicate');
    const paid = await t.db.select().from(orders).where(and(eq(orders.memberId, signIn.user.id), eq(orders.status, 'paid')));
    expect(paid).toHaveLength(1);
  });

  it('delivers a stored local event that was never handed over (a crash in between)', async () => {
    const m = memberClient(t, 'alpha');
    const signIn = await m.signUp({ email: 'crash@example.test' });
    const auth = { token: signIn.authentication_token, email: 'crash@example.test' };
    const { intent } = (await m.call('POST', `/api/products/${guide.id}/intent`, { ...auth, body: { final_amount: 1200, idempotency_key: 'crash-key-1' } })).json();
    const body = JSON.stringify({ id: 'evt_local_crash', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), data: { object: { id: intent.id, metadata: { app_id: appId } } } });
    await t.db.update(localIntents).set({ status: 'succeeded' }).where(eq(localIntents.id, intent.id));
    await t.db.insert(localEvents).values({ id: 'evt_local_crash', appId, body });
    await runRecovery(t.server.services);
    const [event] = await t.db.select().from(localEvents).where(eq(localEvents.id, 'evt_local_crash'));
    expect(event!.deliveredAt).not.toBeNull();
    expect((await t.db.select().from(orders).where(and(eq(orders.memberId, signIn.user.id), eq(orders.status, 'paid'))))).toHaveLength(1);
  });

  it('a payment whose event was lost is granted by recovery (and when the app asks)', async () => {
    const m = memberClient(t, 'alpha');
    const signIn = await m.signUp({ email: 'lost@example.test' });
    const auth = { token: signIn.authentication_token, email: 'lost@example.test' };
    const { intent } = (await m.call('POST', `/api/products/${guide.id}/intent`, { ...auth, body: { final_amount: 1200, idempotency_key: 'lost-key-1' } })).json();
    // The gateway took the money, but its event never arrived.
    await t.db.update(localIntents).set({ status: 'succeeded' }).where(eq(localIntents.id, intent.id));
    await runRecovery(t.server.services, new Date(Date.now() + 120_000));
    expect((await m.call('GET', `/api/products/${guide.id}/has_active_purchase`, auth)).json().has_active_purchase).toBe(true);
  });
});
