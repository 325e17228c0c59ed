import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Services } from '../../context/services';
import { createLocalGateway, markLocalEventDelivered, pendingLocalEvents, signLocalEvent, type LocalGateway } from '../../integrations/payments/local-gateway';
import type { PaymentGateway } from '../../integrations/payments/gateway';
import { createStripeGateway } from '../../integrations/payments/stripe-gateway';
import { paymentSettings, type PaymentSettingsRow } from './schema';

/**
 * An app's payment settings. An app that never saved any takes the local gateway on the embedded
 * database outside production (the demo, development); elsewhere it has none until the owner chooses.
 */
export type EffectiveSettings = Omit<PaymentSettingsRow, 'updatedAt'>;

export async function paymentSettingsOf(db: Db, services: Pick<Services, 'database' | 'payments'>, appId: string): Promise<EffectiveSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.appId, appId)).limit(1);
  if (row) return row;
  return {
    appId,
    gateway: services.database.kind === 'pglite' && services.payments.isLocalByDefault ? 'local' : null,
    currency: 'USD',
    sellingCountries: [],
    taxRateBps: 0,
    stripePublishableKey: null,
    stripeSecretKeyEncrypted: null,
    stripeSecretKeyLast4: null,
    stripeWebhookSecretEncrypted: null,
  };
}

/** Called after a local event is stored: hands every pending one to the webhook handler (set by the module). */
let deliverLocal: (services: Services, appId: string | null) => Promise<void> = async () => undefined;
export function setLocalDelivery(deliver: typeof deliverLocal) {
  deliverLocal = deliver;
}
/** Hands over every local event still waiting (all apps when `appId` is null): the recovery job's retry. */
export const deliverLocalEvents = (services: Services, appId: string | null) => deliverLocal(services, appId);

export function localGatewayOf(db: Db, services: Services, appId: string): LocalGateway {
  return createLocalGateway({ db, appId, signingKey: services.payments.secrets.localSigningKey, onEvent: (id) => deliverLocal(services, id) });
}

/** The gateway an app takes payments through, or null: 'This app can't accept payments yet'. */
export function gatewayOf(db: Db, services: Services, settings: EffectiveSettings): PaymentGateway | null {
  if (settings.gateway === 'local') return localGatewayOf(db, services, settings.appId);
  if (settings.gateway === 'stripe' && settings.stripeSecretKeyEncrypted && settings.stripePublishableKey) {
    const { secrets, stripeApi } = services.payments;
    return createStripeGateway({
      secretKey: secrets.decrypt(settings.stripeSecretKeyEncrypted),
      publishableKey: settings.stripePublishableKey,
      webhookSecret: settings.stripeWebhookSecretEncrypted ? secrets.decrypt(settings.stripeWebhookSecretEncrypted) : null,
      api: stripeApi,
    });
  }
  return null;
}

/** Signs and hands over the local gateway's stored events, oldest first (also the delivery job's retry). */
export async function deliverPendingLocalEvents(db: Db, services: Services, appId: string | null, handle: (rawBody: string, signature: string) => Promise<void>): Promise<number> {
  const pending = await pendingLocalEvents(db, appId);
  for (const event of pending) {
    await handle(event.body, signLocalEvent(event.body, services.payments.secrets.localSigningKey, new Date()));
    await markLocalEventDelivered(db, event.id);
  }
  return pending.length;
}
