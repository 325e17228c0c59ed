import Stripe from 'stripe';
import { GatewayError, SIGNATURE_TOLERANCE_SECONDS, type GatewayEvent, type GatewayEventType, type GatewayIntent, type PaymentGateway, type SavedPaymentMethod } from './gateway';

/**
 * Stripe through the official SDK, with the owner's own keys (decrypted per use, never logged).
 * PaymentIntents pay orders (saving the card for subscriptions with setup_future_usage), SetupIntents
 * save a card for a trial or a new payment method, renewals charge the saved card off-session,
 * and webhooks are verified by the SDK with a 300 s tolerance. `api` points the SDK at a local fake
 * in tests; nothing else changes.
 */
export type StripeApi = { host: string; port: number; protocol: 'http' | 'https' } | null;

const EVENT_TYPES: readonly GatewayEventType[] = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'setup_intent.succeeded', 'charge.refunded'];

function methodOf(pm: string | Stripe.PaymentMethod | null | undefined): SavedPaymentMethod | null {
  if (!pm) return null;
  if (typeof pm === 'string') return { brand: 'card', last4: '', ref: pm };
  return { brand: pm.card?.brand ?? 'card', last4: pm.card?.last4 ?? '', ref: pm.id };
}

const customerOf = (customer: string | Stripe.Customer | Stripe.DeletedCustomer | null | undefined) => (typeof customer === 'string' ? customer : (customer?.id ?? null));

function fromPaymentIntent(pi: Stripe.PaymentIntent): GatewayIntent {
  return {
    kind: 'payment_intent',
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: pi.status as GatewayIntent['status'],
    amount: pi.amount,
    currency: pi.currency,
    metadata: { ...pi.metadata },
    nextAction: null,
    lastError: pi.last_payment_error ? { code: pi.last_payment_error.code ?? 'card_declined', declineCode: pi.last_payment_error.decline_code ?? null, message: pi.last_payment_error.message ?? '' } : null,
    paymentMethod: pi.status === 'succeeded' ? methodOf(pi.payment_method) : null,
    customerId: customerOf(pi.customer),
  };
}

function fromSetupIntent(si: Stripe.SetupIntent): GatewayIntent {
  return {
    kind: 'setup_intent',
    id: si.id,
    clientSecret: si.client_secret ?? '',
    status: si.status as GatewayIntent['status'],
    amount: 0,
    currency: 'usd',
    metadata: { ...si.metadata },
    nextAction: null,
    lastError: si.last_setup_error ? { code: si.last_setup_error.code ?? 'setup_failed', declineCode: si.last_setup_error.decline_code ?? null, message: si.last_setup_error.message ?? '' } : null,
    paymentMethod: si.status === 'succeeded' ? methodOf(si.payment_method) : null,
    customerId: customerOf(si.customer),
  };
}

async function stripeCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new GatewayError(`${error.type}: ${error.message}`, error.code ?? error.type);
    throw new GatewayError(error instanceof Error ? error.message : 'stripe call failed');
  }
}

export function createStripeGateway(args: { secretKey: string; publishableKey: string; webhookSecret: string | null; api: StripeApi }): PaymentGateway {
  const stripe = new Stripe(args.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(args.api ? { host: args.api.host, port: args.api.port, protocol: args.api.protocol } : {}),
  });

  async function customerFor(email: string, idempotencyKey: string): Promise<string> {
    const found = await stripe.customers.list({ email, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    return (await stripe.customers.create({ email }, { idempotencyKey: `cus_${idempotencyKey}` })).id;
  }

  return {
    name: 'stripe',
    publishableKey: args.publishableKey,
    createIntent: (input) =>
      stripeCall(async () => {
        const customer = input.saveCard ? await customerFor(input.customerEmail, input.idempotencyKey) : undefined;
        if (input.kind === 'setup_intent') {
          return fromSetupIntent(await stripe.setupIntents.create({ customer, usage: 'off_session', metadata: input.metadata, automatic_payment_methods: { enabled: true } }, { idempotencyKey: input.idempotencyKey }));
        }
        return fromPaymentIntent(
          await stripe.paymentIntents.create(
            {
              amount: input.amount,
              currency: input.currency.toLowerCase(),
              receipt_email: input.customerEmail,
              metadata: input.metadata,
              automatic_payment_methods: { enabled: true },
              ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        );
      }),
    retrieveIntent: ({ kind, id }) =>
      stripeCall(async () => (kind === 'setup_intent' ? fromSetupIntent(await stripe.setupIntents.retrieve(id, { expand: ['payment_method'] })) : fromPaymentIntent(await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] })))),
    chargeSaved: (input) =>
      stripeCall(async () => {
        try {
          return fromPaymentIntent(
            await stripe.paymentIntents.create(
              {
                amount: input.amount,
                currency: input.currency.toLowerCase(),
                customer: input.customerId ?? undefined,
                payment_method: input.paymentMethod.ref,
                off_session: true,
                confirm: true,
                metadata: input.metadata,
              },
              { idempotencyKey: input.idempotencyKey },
            ),
          );
        } catch (error) {
          // A decline of an off-session charge is an answer, not a fault: the intent comes with the error.
          if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) return fromPaymentIntent(error.payment_intent);
          throw error;
        }
      }),
    refund: ({ intentId, amount, idempotencyKey }) =>
      stripeCall(async () => {
        await stripe.refunds.create({ payment_intent: intentId, amount }, { idempotencyKey });
      }),
    verifyEvent({ rawBody, signature, now }) {
      if (!args.webhookSecret || !signature) throw new GatewayError('no webhook secret or signature', 'invalid_signature');
      let event: Stripe.Event;
      try {
        // receivedAt is in milliseconds (the SDK divides by 1000 before comparing with the header's seconds).
        event = stripe.webhooks.constructEvent(rawBody, signature, args.webhookSecret, SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime());
      } catch (error) {
        throw new GatewayError(error instanceof Error ? error.message : 'bad signature', 'invalid_signature');
      }
      return toGatewayEvent(event);
    },
  };
}

function toGatewayEvent(event: Stripe.Event): GatewayEvent {
  const type = EVENT_TYPES.includes(event.type as GatewayEventType) ? (event.type as GatewayEventType) : null;
  const object = event.data.object as { id: string; metadata?: Record<string, string>; payment_intent?: string | { id: string } | null; payment_method?: string | Stripe.PaymentMethod | null };
  const objectId = type === 'charge.refunded' ? (typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? object.id)) : object.id;
  return {
    id: event.id,
    type: type ?? ('ignored' as GatewayEventType),
    objectId,
    metadata: { ...(object.metadata ?? {}) },
    paymentMethod: methodOf(object.payment_method),
    createdAt: new Date(event.created * 1000),
  };
}
