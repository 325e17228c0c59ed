import { and, eq } from 'drizzle-orm';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { markPastDue } from '../commerce/fulfilment';
import { insertProduct } from '../commerce/test-fixtures';
import { createApp, createMember, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner, type StudioCaller } from '../../test/studio-client';
import { apiKeys, webhookDeliveries } from './schema';
import { backoffMs, createWebhookSender, DELIVER_WEBHOOKS_JOB } from './webhooks';
import { verifySignature } from './webhook-signature';

/** API keys and webhooks (issue 16): a local HTTP receiver stands in for the owner's system. */
let t: TestServer;
let owner: StudioCaller;
let stranger: StudioCaller;
let appId = '';
let otherAppId = '';
const slug = 'hooks-app';

type Received = { headers: IncomingHttpHeaders; body: string };
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
/** What the receiver answers next (a queue; 204 when empty). */
const answers: number[] = [];

beforeAll(async () => {
  t = await createTestServer();
  const signed = await signedInOwner(t, { email: 'owner@hooks.test' });
  owner = signed.call;
  const other = await signedInOwner(t, { email: 'stranger@hooks.test' });
  stranger = other.call;
  appId = (await createApp(t.db, { accountId: signed.accountId, slug, name: 'Hooks app' })).id;
  otherAppId = (await createApp(t.db, { accountId: other.accountId, slug: 'other-hooks', name: 'Other' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  receiver.close();
  await t.close();
});

const deliver = () => t.server.services.jobs.runNow(DELIVER_WEBHOOKS_JOB) as Promise<{ delivered: number; failed: number }>;

describe('API keys', () => {
  let readKey = '';
  let writeKey = '';
  let readKeyId = '';

  it('are shown once, stored hashed, and listed without the key', async () => {
    const created = await owner('POST', `/apps/${appId}/api_keys`, { name: 'CRM', scope: 'read' });
    expect(created.statusCode).toBe(201);
    readKey = created.json().secret;
    readKeyId = created.json().api_key.id;
    expect(readKey).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, readKeyId));
    expect(row!.keyHash).not.toContain(readKey.slice(4));
    expect(JSON.stringify(row)).not.toContain(readKey);
    const list = await owner('GET', `/apps/${appId}/api_keys`);
    expect(list.json().api_keys).toHaveLength(1);
    expect(list.body).not.toContain(readKey);
    writeKey = (await owner('POST', `/apps/${appId}/api_keys`, { name: 'Sync', scope: 'write' })).json().secret;
    expect((await owner('POST', `/apps/${appId}/api_keys`, { name: '', scope: 'read' })).statusCode).toBe(400);
    expect((await owner('POST', `/apps/${appId}/api_keys`, { name: 'x', scope: 'admin' })).statusCode).toBe(400);
    expect((await stranger('GET', `/apps/${appId}/api_keys`)).statusCode).toBe(404);
    expect((await stranger('DELETE', `/apps/${appId}/api_keys/${readKeyId}`)).statusCode).toBe(404);
  });

  it('authenticate the documented API for their own app, with their scope', async () => {
    const member = await createMember(t.db, { appId, email: 'kim@hooks.test' });
    await createMember(t.db, { appId: otherAppId, email: 'not-mine@hooks.test' });
    const get = (url: string, key?: string) => t.server.inject({ method: 'GET', url, headers: key ? { authorization: `Bearer ${key}` } : {} });
    const members = await get('/api/v1/members', readKey);
    expect(members.statusCode).toBe(200);
    expect(members.json().items.map((m: { email: string }) => m.email)).toEqual(['kim@hooks.test']);
    expect((await get('/api/v1/orders', readKey)).json()).toEqual({ orders: [], total_count: 0, page: 1 });
    expect((await get('/api/v1/members')).statusCode).toBe(401);
    expect((await get('/api/v1/members', 'tsk_not-a-key')).statusCode).toBe(401);
    const put = (key: string, memberId = member.id) =>
      t.server.inject({ method: 'PUT', url: `/api/v1/members/${memberId}/properties/plan`, headers: { authorization: `Bearer ${key}` }, payload: { value: 'gold' } });
    expect((await put(readKey)).statusCode).toBe(403);
    expect((await put(readKey)).json().error.code).toBe('api_key_read_only');
    const written = await put(writeKey);
    expect(written.statusCode).toBe(200);
    const [property] = await t.db.select().from(schema.subscriberProperties).where(eq(schema.subscriberProperties.memberId, member.id));
    expect(property!.value).toBe('gold');
    const [foreign] = await t.db.select().from(schema.members).where(eq(schema.members.email, 'not-mine@hooks.test'));
    expect((await put(writeKey, foreign!.id)).statusCode).toBe(404);
  });

  it('stop working once revoked', async () => {
    const revoked = await owner('DELETE', `/apps/${appId}/api_keys/${readKeyId}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().api_key.revoked_at).not.toBeNull();
    expect((await t.server.inject({ method: 'GET', url: '/api/v1/members', headers: { authorization: `Bearer ${readKey}` } })).statusCode).toBe(401);
  });
});

describe('webhooks', () => {
  let webhookId = '';
  let secret = '';

  it('validate endpoint addresses and are scoped to the owner’s app', async () => {
    expect((await owner('POST', `/apps/${appId}/webhooks`, { url: 'ftp://example.com/x', events: ['member.signed_up'] })).statusCode).toBe(400);
    expect((await owner('POST', `/apps/${appId}/webhooks`, { url: 'https://example.com/x', events: [] })).statusCode).toBe(400);
    expect((await owner('POST', `/apps/${appId}/webhooks`, { url: 'https://example.com/x', events: ['webhook.ping'] })).statusCode).toBe(400);
    const created = await owner('POST', `/apps/${appId}/webhooks`, { url: receiverUrl, description: 'CRM', events: ['member.signed_up', 'form.submitted', 'subscription.past_due'] });
    expect(created.statusCode).toBe(201);
    webhookId = created.json().webhook.id;
    secret = created.json().signing_secret;
    expect(secret).toMatch(/^whsec_/);
    expect((await owner('GET', `/apps/${appId}/webhooks`)).body).not.toContain(secret);
    expect((await stranger('GET', `/apps/${appId}/webhooks`)).statusCode).toBe(404);
    expect((await stranger('GET', `/apps/${otherAppId}/webhooks/${webhookId}/deliveries`)).statusCode).toBe(404);
    expect((await stranger('PATCH', `/apps/${otherAppId}/webhooks/${webhookId}`, { is_enabled: false })).statusCode).toBe(404);
  });

  it('deliver a signed member.signed_up when a member signs up', async () => {
    await memberClient(t, slug).signUp({ email: 'new@hooks.test', name: 'New Person' });
    const [pending] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhookId));
    expect(pending).toMatchObject({ eventType: 'member.signed_up', status: 'pending' });
    const before = received.length;
    expect(await deliver()).toEqual({ delivered: 1, failed: 0 });
    const request = received[before]!;
    expect(request.headers['tessera-event']).toBe('member.signed_up');
    const signature = { secret, body: request.body, signature: request.headers['tessera-signature'] as string, timestamp: request.headers['tessera-timestamp'] as string };
    expect(verifySignature(signature)).toBe(true);
    expect(verifySignature({ ...signature, secret: 'whsec_wrong' })).toBe(false);
    expect(verifySignature({ ...signature, body: request.body.replace('new@hooks.test', 'evil@hooks.test') })).toBe(false);
    const event = JSON.parse(request.body);
    expect(event).toMatchObject({ type: 'member.signed_up', app_id: appId, data: { member: { email: 'new@hooks.test', name: 'New Person' } } });
    const log = (await owner('GET', `/apps/${appId}/webhooks/${webhookId}/deliveries`)).json().deliveries;
    expect(log[0]).toMatchObject({ status: 'delivered', attempts: 1, response_status: 204, event_id: event.id });
  });

  it('retry a refused delivery with exponential backoff, then give up', async () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 30_000, 6 * 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30, 30_000, 6 * 3_600_000)).toBe(6 * 3_600_000);
    const ping = await owner('POST', `/apps/${appId}/webhooks/${webhookId}/ping`);
    expect(ping.statusCode).toBe(202);
    const id = ping.json().delivery.id;
    let clock = new Date();
    const sender = createWebhookSender({ db: t.db, services: t.server.services, log: { warn: () => {} }, maxAttempts: 3, retryBaseMs: 1_000, now: () => clock });
    answers.push(500, 503, 500);
    expect(await sender.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    let [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBe(1_000);
    // Not due yet: nothing is sent.
    expect(await sender.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    clock = new Date(clock.getTime() + 1_000);
    await sender.deliverDue();
    [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 503 });
    expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBe(2_000);
    clock = new Date(clock.getTime() + 2_000);
    await sender.deliverDue();
    [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('re-run a delivery whose sender died mid-send once its lease ends', async () => {
    const ping = await owner('POST', `/apps/${appId}/webhooks/${webhookId}/ping`);
    const id = ping.json().delivery.id;
    // A process claimed it and died: the row is `sending`, its lease running.
    await t.db.update(webhookDeliveries).set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) }).where(eq(webhookDeliveries.id, id));
    expect((await deliver()).delivered).toBe(0);
    await t.db.update(webhookDeliveries).set({ nextAttemptAt: new Date(Date.now() - 1) }).where(eq(webhookDeliveries.id, id));
    const [a, b] = await Promise.all([deliver(), createWebhookSender({ db: t.db, services: t.server.services, log: { warn: () => {} } }).deliverDue()]);
    expect(a.delivered + b.delivered).toBe(1);
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('replay a delivery as a new one with the same event id', async () => {
    const [failed] = await t.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.endpointId, webhookId), eq(webhookDeliveries.status, 'failed')));
    const replay = await owner('POST', `/apps/${appId}/webhooks/${webhookId}/deliveries/${failed!.id}/replay`);
    expect(replay.statusCode).toBe(202);
    expect(replay.json().delivery).toMatchObject({ event_id: failed!.eventId, status: 'pending', attempts: 0 });
    const before = received.length;
    await deliver();
    expect(JSON.parse(received[before]!.body).id).toBe(failed!.eventId);
    expect((await owner('POST', `/apps/${appId}/webhooks/${webhookId}/deliveries/00000000-0000-4000-8000-000000000000/replay`)).statusCode).toBe(404);
    expect((await stranger('POST', `/apps/${appId}/webhooks/${webhookId}/deliveries/${failed!.id}/replay`)).statusCode).toBe(404);
  });

  it('hear form.submitted and subscription.past_due, and nothing once switched off', async () => {
    // Counted from here: the replay above kicked a delivery pass that may send the form's event
    // before this test's own pass (passes run one at a time, so after ours everything due is sent).
    const before = received.length;
    const [member] = await t.db.select().from(schema.members).where(eq(schema.members.email, 'new@hooks.test'));
    const created = await owner('POST', `/apps/${appId}/forms`, {
      title: 'Intake',
      form_groups: [{ id: 'g', form_fields: [{ id: 'goal', field_type: 'short_answer', value_type: 'text', label: 'Goal' }] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json().form as { id: string };
    const token = (await memberClient(t, slug).call('POST', '/api/auth/login', { body: { email: 'new@hooks.test', password: 'secret-password' } })).json().authentication_token;
    const submitted = await memberClient(t, slug).call('POST', `/api/forms/${form.id}/submit`, { token, body: { submitted_values: [{ form_field_id: 'goal', value: 'Run 5k' }] } });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const product = await insertProduct(t.db, { appId, name: 'Club', amount: 900, interval: 'month' });
    const now = new Date();
    const [sub] = await t.db
      .insert(schema.subscriptions)
      .values({ appId, memberId: member!.id, productId: product.id, versionId: product.versionId, status: 'active', amount: 900, currency: 'USD', interval: 'month', currentPeriodStart: now, currentPeriodEnd: now, gateway: 'local' })
      .returning();
    await markPastDue(t.db, sub!, now, t.server.services.extensions.domainEvents);
    await markPastDue(t.db, sub!, now, t.server.services.extensions.domainEvents);
    await deliver();
    const types = received.slice(before).map((r) => JSON.parse(r.body) as { type: string; data: Record<string, { id?: string; values?: unknown }> });
    expect(types.map((e) => e.type).sort()).toEqual(['form.submitted', 'subscription.past_due']);
    expect(types.find((e) => e.type === 'form.submitted')!.data.submission!.values).toEqual([{ form_field_id: 'goal', label: 'Goal', value: 'Run 5k' }]);
    expect(types.find((e) => e.type === 'subscription.past_due')!.data.subscription!.id).toBe(sub!.id);

    expect((await owner('PATCH', `/apps/${appId}/webhooks/${webhookId}`, { is_enabled: false })).json().webhook.is_enabled).toBe(false);
    await memberClient(t, slug).signUp({ email: 'quiet@hooks.test' });
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, 'member.signed_up'))).toHaveLength(1);
    expect((await owner('DELETE', `/apps/${appId}/webhooks/${webhookId}`)).json()).toEqual({ deleted_id: webhookId });
    expect((await owner('GET', `/apps/${appId}/webhooks/${webhookId}/deliveries`)).statusCode).toBe(404);
  });
});
