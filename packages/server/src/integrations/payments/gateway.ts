/**
 * The payments seam (ARCHITECTURE: Integrations). Two implementations arrive with commerce
 * (issue 11): `local`, a built-in test-mode processor with intents, confirmation, Stripe's test
 * card numbers for declines and signed events to its own webhook route; and Stripe through the
 * official SDK. Commerce talks only to this type. Amounts are integer minor units.
 */
export type PaymentIntentKind = 'payment_intent' | 'setup_intent';

export type CreatedIntent = {
  kind: PaymentIntentKind;
  id: string;
  /** What the browser confirms with. */
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
};

/** A verified event from the gateway's webhook, processed idempotently by `id`. */
export type GatewayEvent = {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'invoice.paid' | 'invoice.payment_failed' | 'customer.subscription.deleted';
  objectId: string;
  metadata: Record<string, string>;
};

export type PaymentGateway = {
  name: 'local' | 'stripe';
  createIntent: (input: {
    kind: PaymentIntentKind;
    amount: number;
    currency: string;
    customerEmail: string;
    /** Ties the payment to the order it pays; echoed back in events. */
    metadata: Record<string, string>;
    /** The same key answers the same intent: a double click charges once. */
    idempotencyKey: string;
  }) => Promise<CreatedIntent>;
  /** Checks the signature of a webhook body and returns its event, or throws. */
  verifyEvent: (input: { rawBody: Buffer; signature: string | undefined }) => Promise<GatewayEvent>;
};
