import { appError } from '@tessera/core/error-catalogue';
import { and, eq, isNull } from 'drizzle-orm';
import type { Services } from '../../context/services';
import type { Db } from '../../db/client';
import { GatewayError, type GatewayEvent, type PaymentGateway } from '../../integrations/payments/gateway';
import { refundOrderRecord, fulfilOrder } from './fulfilment';
import { parseLocalEvent, verifySignedBody } from '../../integrations/payments/local-gateway';
import { gatewayEvents, orders, subscriptions, type SubscriptionRow } from './schema';
import { deliverPendingLocalEvents, gatewayOf, paymentSettingsOf, setLocalDelivery } from './settings';

/**
 * Gateway events, from the local gateway's and Stripe's webhook routes alike: verified by
 * signature (300 s tolerance), recorded once per (gateway, event id), then applied. A forged body
 * is refused before anything is written; a replayed one finds its id processed and changes
 * nothing; an event for an order already granted (by recovery, or an earlier copy) grants nothing.
 */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

async function orderForIntent(db: Db, gateway: string, intentId: string, appId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.gateway, gateway as 'local'), eq(orders.intentId, intentId), eq(orders.appId, appId)))
    .limit(1);
  return order ?? null;
}

async function subscriptionOf(db: Db, appId: string, id: string | undefined): Promise<SubscriptionRow | null> {
  if (!id) return null;
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.appId, appId)))
    .limit(1);
  return sub ?? null;
}

/**
 * The gateway's own view of the intent an event names: a success counts only when the gateway
 * still says so, and the saved card (brand, last four, customer) comes from it, expanded.
 */
async function confirmedIntent(db: Db, services: Services, appId: string, event: GatewayEvent) {
  const gateway = gatewayOf(db, services, await paymentSettingsOf(db, services, appId));
  if (!gateway) return { paymentMethod: event.paymentMethod, customerId: null, isConfirmed: true };
  const kind = event.type === 'setup_intent.succeeded' ? 'setup_intent' : 'payment_intent';
  const intent = await gateway.retrieveIntent({ kind, id: event.objectId }).catch(() => null);
  if (!intent) return { paymentMethod: event.paymentMethod, customerId: null, isConfirmed: true };
  return { paymentMethod: intent.paymentMethod ?? event.paymentMethod, customerId: intent.customerId, isConfirmed: intent.status === 'succeeded' };
}

export async function applyEvent(db: Db, services: Services, gatewayName: string, appId: string, event: GatewayEvent, now: Date): Promise<boolean> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'setup_intent.succeeded': {
      const intent = await confirmedIntent(db, services, appId, event);
      if (!intent.isConfirmed) return false;
      if (event.metadata.purpose === 'update_payment_method') {
        const sub = await subscriptionOf(db, appId, event.metadata.subscription_id);
        if (!sub || !intent.paymentMethod) return false;
        await db
          .update(subscriptions)
          .set({ paymentMethod: intent.paymentMethod, ...(intent.customerId ? { gatewayCustomerId: intent.customerId } : {}), updatedAt: now })
          .where(eq(subscriptions.id, sub.id));
        return true;
      }
      const order = await orderForIntent(db, gatewayName, event.objectId, appId);
      if (!order) return false;
      return fulfilOrder(db, order.id, { paymentMethod: intent.paymentMethod, customerId: intent.customerId, now, events: services.extensions.domainEvents });
    }
    case 'charge.refunded': {
      const order = await orderForIntent(db, gatewayName, event.objectId, appId);
      return order ? refundOrderRecord(db, order.id, now) : false;
    }
    case 'payment_intent.payment_failed':
      // The intent goes back to requires_payment_method: the member may try another card; a renewal's failure was already recorded.
      return false;
    default:
      return false;
  }
}

/** Records and applies one verified event, once. */
export async function processEvent(db: Db, services: Services, gatewayName: string, appId: string, event: GatewayEvent, now: Date): Promise<WebhookOutcome> {
  await db
    .insert(gatewayEvents)
    .values({ gateway: gatewayName, id: event.id, appId, type: event.type, objectId: event.objectId, metadata: event.metadata })
    .onConflictDoNothing();
  const [pending] = await db
    .select({ id: gatewayEvents.id })
    .from(gatewayEvents)
    .where(and(eq(gatewayEvents.gateway, gatewayName), eq(gatewayEvents.id, event.id), isNull(gatewayEvents.processedAt)))
    .limit(1);
  if (!pending) return 'duplicate';
  const applied = await applyEvent(db, services, gatewayName, appId, event, now);
  await db.update(gatewayEvents).set({ processedAt: now }).where(and(eq(gatewayEvents.gateway, gatewayName), eq(gatewayEvents.id, event.id)));
  return applied ? 'processed' : 'ignored';
}

function verified(gateway: Pick<PaymentGateway, 'verifyEvent'>, rawBody: string, signature: string | undefined, now: Date): GatewayEvent {
  try {
    return gateway.verifyEvent({ rawBody, signature, now });
  } catch (error) {
    if (error instanceof GatewayError || error instanceof SyntaxError) throw appError('invalid_signature');
    throw error;
  }
}

/** The local gateway's webhook: its events name their app in the signed body. */
export async function handleLocalWebhook(db: Db, services: Services, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const now = new Date();
  // One signing key for the server; the app comes from the verified body.
  const key = services.payments.secrets.localSigningKey;
  const event = verified({ verifyEvent: (input) => (verifySignedBody(input.rawBody, input.signature, key, input.now), parseLocalEvent(input.rawBody)) }, rawBody, signature, now);
  const appId = event.metadata.app_id;
  if (!appId) return 'ignored';
  return processEvent(db, services, 'local', appId, event, now);
}

/** Stripe's webhook for one app (its endpoint URL names the app; the app's webhook secret verifies it). */
export async function handleStripeWebhook(db: Db, services: Services, appId: string, rawBody: string, signature: string | undefined): Promise<WebhookOutcome> {
  const settings = await paymentSettingsOf(db, services, appId);
  const gateway = settings.gateway === 'stripe' ? gatewayOf(db, services, settings) : null;
  if (!gateway) throw appError('not_found');
  const now = new Date();
  const event = verified(gateway, rawBody, signature, now);
  return processEvent(db, services, 'stripe', appId, event, now);
}

// Local events are handed to the same handler as the webhook route, signed as they go.
setLocalDelivery(async (services, appId) => {
  const db = services.database.db;
  await deliverPendingLocalEvents(db, services, appId, async (rawBody, signature) => {
    await handleLocalWebhook(db, services, rawBody, signature);
  });
});
