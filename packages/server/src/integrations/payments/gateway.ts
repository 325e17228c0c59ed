/**
 * The payments seam (ARCHITECTURE: Integrations; decision 025). Two implementations: `local`, a
 * built-in test-mode processor (local-gateway.ts: intents, confirmation with Stripe's test card
 * numbers, a 3-D Secure style challenge, HMAC-signed events to its own webhook route), and
 * `stripe` through the official SDK (stripe-gateway.ts). Commerce talks only to this type.
 * Amounts are integer minor units; currencies are ISO codes (upper case here).
 */
export type PaymentIntentKind = 'payment_intent' | 'setup_intent';

export type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

/** A saved card as commerce keeps it: brand and last four to show, and the gateway's reference to charge. */
export type SavedPaymentMethod = { brand: string; last4: string; ref: string };

export type GatewayIntent = {
  kind: PaymentIntentKind;
  id: string;
  /** What the browser confirms with. */
  clientSecret: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** Local gateway: a challenge to answer before the payment completes. */
  nextAction: { type: 'challenge'; challengeId: string } | null;
  lastError: { code: string; declineCode: string | null; message: string } | null;
  paymentMethod: SavedPaymentMethod | null;
  customerId: string | null;
};

export type GatewayEventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'setup_intent.succeeded'
  | 'charge.refunded';

/** A verified event from a gateway's webhook, processed once by (gateway, id). */
export type GatewayEvent = {
  id: string;
  type: GatewayEventType;
  /** The intent (or charge's intent) it is about. */
  objectId: string;
  metadata: Record<string, string>;
  paymentMethod: SavedPaymentMethod | null;
  /** When the gateway made it (signature tolerance is checked against it). */
  createdAt: Date;
};

export type CreateIntentInput = {
  kind: PaymentIntentKind;
  amount: number;
  currency: string;
  customerEmail: string;
  /** Ties the payment to what it pays (app_id, order_id or subscription_id); echoed back in events. */
  metadata: Record<string, string>;
  /** The same key answers the same intent: a double click charges once. */
  idempotencyKey: string;
  /** Keep the card for later charges (subscriptions). */
  saveCard: boolean;
};

export type PaymentGateway = {
  name: 'local' | 'stripe';
  /** What the browser needs to load the gateway's card form (Stripe.js); null for the local form. */
  publishableKey: string | null;
  createIntent: (input: CreateIntentInput) => Promise<GatewayIntent>;
  retrieveIntent: (input: { kind: PaymentIntentKind; id: string }) => Promise<GatewayIntent | null>;
  /** Charges a saved card without the member (renewals). Declines come back as a failed intent, not a throw. */
  chargeSaved: (input: Omit<CreateIntentInput, 'kind' | 'saveCard'> & { paymentMethod: SavedPaymentMethod; customerId: string | null }) => Promise<GatewayIntent>;
  refund: (input: { intentId: string; amount: number; idempotencyKey: string }) => Promise<void>;
  /** Checks the signature (and age) of a webhook body and returns its event, or throws. */
  verifyEvent: (input: { rawBody: string; signature: string | undefined; now: Date }) => GatewayEvent;
};

/** A failure talking to a gateway (network, its 5xx, a refused request): commerce answers unknown_error. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: string = 'gateway_error',
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** The webhook signature tolerance (Stripe's default): older or future-dated events are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
