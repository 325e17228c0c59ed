import type { Webhook, WebhookDelivery, WebhookEventType } from '@tessera/core/api/studio-insights';
import { appError } from '@tessera/core/error-catalogue';
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent, DomainEventListener } from '../../context/domain-events';
import type { Services } from '../../context/services';
import type { Db } from '../../db/client';
import type { OwnedAppContext } from '../apps/owned-app';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from './schema';
import { checkEndpointUrl } from './url-guard';
import { signPayload, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook-signature';

declare module '../../context/services' {
  interface Services {
    /** Webhooks may reach private and loopback addresses: everywhere but production (tests, development). */
    webhooks: { allowPrivateAddresses: boolean };
  }
}

export const DELIVER_WEBHOOKS_JOB = 'deliver-webhooks';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const endpointView = (row: WebhookEndpointRow): Webhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  is_enabled: row.isEnabled,
  created_at: row.createdAt.toISOString(),
});
export const deliveryView = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  event_id: row.eventId,
  event_type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  last_error: row.lastError,
  next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  created_at: row.createdAt.toISOString(),
  delivered_at: iso(row.deliveredAt),
  payload: row.payload,
});

// Endpoints (the studio).

async function requireEndpoint(ctx: OwnedAppContext, webhookId: string): Promise<WebhookEndpointRow> {
  const [row] = await ctx.db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.appId, ctx.app.id))).limit(1);
  if (!row) throw appError('webhook_not_found');
  return row;
}

const allowPrivate = (ctx: OwnedAppContext) => ctx.services.webhooks.allowPrivateAddresses;

export async function listWebhooks(ctx: OwnedAppContext): Promise<Webhook[]> {
  const rows = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.appId, ctx.app.id)).orderBy(asc(webhookEndpoints.createdAt));
  return rows.map(endpointView);
}

export async function createWebhook(ctx: OwnedAppContext, input: { url: string; description?: string | null | undefined; events: string[] }) {
  const url = await checkEndpointUrl(input.url, { allowPrivate: allowPrivate(ctx) });
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({ appId: ctx.app.id, url, description: input.description ?? null, events: [...new Set(input.events)], secretSealed: ctx.services.payments.secrets.encrypt(secret) })
    .returning();
  return { webhook: endpointView(row!), signing_secret: secret };
}

export async function updateWebhook(ctx: OwnedAppContext, webhookId: string, input: { url?: string | undefined; description?: string | null | undefined; events?: string[] | undefined; is_enabled?: boolean | undefined }): Promise<Webhook> {
  await requireEndpoint(ctx, webhookId);
  const url = input.url === undefined ? undefined : await checkEndpointUrl(input.url, { allowPrivate: allowPrivate(ctx) });
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({
      ...(url === undefined ? {} : { url }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.events === undefined ? {} : { events: [...new Set(input.events)] }),
      ...(input.is_enabled === undefined ? {} : { isEnabled: input.is_enabled }),
    })
    .where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.appId, ctx.app.id)))
    .returning();
  return endpointView(row!);
}

export async function deleteWebhook(ctx: OwnedAppContext, webhookId: string): Promise<string> {
  await requireEndpoint(ctx, webhookId);
  await ctx.db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.id, webhookId), eq(webhookEndpoints.appId, ctx.app.id)));
  return webhookId;
}

export async function listDeliveries(ctx: OwnedAppContext, webhookId: string): Promise<WebhookDelivery[]> {
  await requireEndpoint(ctx, webhookId);
  const rows = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, webhookId), eq(webhookDeliveries.appId, ctx.app.id)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(100);
  return rows.map(deliveryView);
}

const payloadOf = (event: { id: string; type: string; appId: string; occurredAt: Date; data: Record<string, unknown> }) =>
  JSON.stringify({ id: event.id, type: event.type, created_at: event.occurredAt.toISOString(), app_id: event.appId, data: event.data });

/** `webhook.ping`: a test event for one endpoint, delivered at once. */
export async function pingWebhook(ctx: OwnedAppContext, webhookId: string): Promise<WebhookDelivery> {
  const endpoint = await requireEndpoint(ctx, webhookId);
  const eventId = randomUUID();
  const type: WebhookEventType = 'webhook.ping';
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({ appId: ctx.app.id, endpointId: endpoint.id, eventId, eventType: type, payload: payloadOf({ id: eventId, type, appId: ctx.app.id, occurredAt: ctx.now(), data: { webhook_id: endpoint.id } }) })
    .returning();
  ctx.services.jobs.kick(DELIVER_WEBHOOKS_JOB);
  return deliveryView(row!);
}

/** Replay: the same event (id and body) as a new delivery; the receiver tells repeats apart by the event id. */
export async function replayDelivery(ctx: OwnedAppContext, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
  const endpoint = await requireEndpoint(ctx, webhookId);
  const [original] = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.appId, ctx.app.id)))
    .limit(1);
  if (!original) throw appError('delivery_not_found');
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({ appId: ctx.app.id, endpointId: endpoint.id, eventId: original.eventId, eventType: original.eventType, payload: original.payload })
    .returning();
  ctx.services.jobs.kick(DELIVER_WEBHOOKS_JOB);
  return deliveryView(row!);
}

// The outbox: one delivery per subscribed endpoint, in the transaction of the change.

export const enqueueWebhooks: DomainEventListener = async (tx: Db, event: DomainEvent) => {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.appId, event.appId), eq(webhookEndpoints.isEnabled, true), sql`${webhookEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`));
  if (endpoints.length === 0) return;
  const eventId = randomUUID();
  const payload = payloadOf({ id: eventId, type: event.type, appId: event.appId, occurredAt: event.occurredAt, data: event.data });
  await tx.insert(webhookDeliveries).values(endpoints.map((endpoint) => ({ appId: event.appId, endpointId: endpoint.id, eventId, eventType: event.type, payload })));
};

// Delivery.

export type WebhookSenderOptions = {
  db: Db;
  services: Pick<Services, 'payments' | 'webhooks'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Attempts before a delivery is given up as `failed`. */
  maxAttempts?: number;
  /** Attempt k+1 waits `retryBaseMs · 2^(k-1)` after attempt k (30 s, 1 min, 2 min … by default), at most `maxBackoffMs`. */
  retryBaseMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed delivery is ours; a process that dies mid-send leaves it to be retried after this. */
  leaseMs?: number;
  timeoutMs?: number;
  batchSize?: number;
  now?: () => Date;
};

/** The backoff before attempt `attempts + 1`. */
export const backoffMs = (attempts: number, baseMs: number, maxMs: number) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));

const MAX_ERROR_LENGTH = 300;

/**
 * Sends due deliveries: claims a batch (FOR UPDATE SKIP LOCKED: each delivery is sent by one
 * process), posts each signed, and records the answer. A 2xx delivers; anything else (a refusal,
 * a timeout, a redirect — never followed) retries with exponential backoff until `maxAttempts`.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const { db, services, log } = options;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxBackoffMs = options.maxBackoffMs ?? 6 * 60 * 60_000;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const batchSize = options.batchSize ?? 20;
  const now = options.now ?? (() => new Date());

  async function claim(): Promise<WebhookDeliveryRow[]> {
    const at = now();
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(inArray(webhookDeliveries.status, ['pending', 'sending']), lte(webhookDeliveries.nextAttemptAt, at)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(webhookDeliveries)
      .set({ status: 'sending', attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + leaseMs) })
      .where(and(inArray(webhookDeliveries.id, due), or(eq(webhookDeliveries.status, 'pending'), eq(webhookDeliveries.status, 'sending'))))
      .returning();
  }

  async function post(row: WebhookDeliveryRow, endpoint: WebhookEndpointRow): Promise<{ status: number | null; error: string | null }> {
    try {
      await checkEndpointUrl(endpoint.url, { allowPrivate: services.webhooks.allowPrivateAddresses });
    } catch {
      return { status: null, error: 'the address is not allowed' };
    }
    const timestamp = Math.floor(now().getTime() / 1000);
    const secret = services.payments.secrets.decrypt(endpoint.secretSealed);
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Tessera-Webhooks/1',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signPayload(secret, timestamp, row.payload),
          'tessera-event': row.eventType,
          'tessera-event-id': row.eventId,
          'tessera-delivery-id': row.id,
        },
        body: row.payload,
      });
      await response.body?.cancel().catch(() => undefined);
      return response.status >= 200 && response.status < 300 ? { status: response.status, error: null } : { status: response.status, error: `answered ${response.status}` };
    } catch (error) {
      return { status: null, error: (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) };
    }
  }

  async function deliverOne(row: WebhookDeliveryRow): Promise<boolean> {
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId)).limit(1);
    const outcome = endpoint?.isEnabled ? await post(row, endpoint) : { status: null, error: 'the endpoint is switched off' };
    const at = now();
    if (!outcome.error) {
      await db.update(webhookDeliveries).set({ status: 'delivered', responseStatus: outcome.status, lastError: null, deliveredAt: at }).where(eq(webhookDeliveries.id, row.id));
      return true;
    }
    const isGivingUp = row.attempts >= maxAttempts || !endpoint?.isEnabled;
    await db
      .update(webhookDeliveries)
      .set({ status: isGivingUp ? 'failed' : 'pending', responseStatus: outcome.status, lastError: outcome.error, nextAttemptAt: new Date(at.getTime() + backoffMs(row.attempts, retryBaseMs, maxBackoffMs)) })
      .where(eq(webhookDeliveries.id, row.id));
    log.warn({ msg: isGivingUp ? 'webhook not delivered; giving up' : 'webhook not delivered; will retry', deliveryId: row.id, attempts: row.attempts, err: outcome.error });
    return false;
  }

  /** Delivers what is due now, batch after batch. */
  async function deliverDue(): Promise<{ delivered: number; failed: number }> {
    const result = { delivered: 0, failed: 0 };
    for (;;) {
      const batch = await claim();
      const outcomes = await Promise.all(batch.map(deliverOne));
      for (const ok of outcomes) result[ok ? 'delivered' : 'failed'] += 1;
      if (batch.length < batchSize) return result;
    }
  }

  return { deliverDue };
}
