import type { CheckoutIntent, OrderPreview, PaymentConfig, Product, Subscription } from '@tessera/core/api/commerce';

/** Commerce answers as the server gives them, for tests of checkout and the account screens. */

export const localConfig = (overrides: Partial<PaymentConfig> = {}): { payments: PaymentConfig } => ({
  payments: { gateway: 'local', publishable_key: null, currency: 'USD', selling_countries: [], requires_address: false, ...overrides },
});

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 'premium';
  return {
    id,
    name: 'Premium',
    description: 'Every program and the live classes.',
    image: null,
    is_hidden: false,
    amount: 4900,
    currency: 'USD',
    interval: null,
    trial_days: null,
    version_id: `${id}-v1`,
    versions: [{ id: `${id}-v1`, amount: 4900, currency: 'USD', interval: null, trial_days: null, is_current: true }],
    purchase_overlay: null,
    order_bumps: [],
    ...overrides,
  };
}

export function makePreview(overrides: Partial<OrderPreview> = {}): OrderPreview {
  const subtotal = overrides.subtotal ?? 4900;
  const discount = overrides.discount ?? 0;
  return {
    product_id: 'premium',
    version_id: 'premium-v1',
    currency: 'USD',
    line_items: [{ kind: 'product', id: 'premium', name: 'Premium', amount: 4900 }],
    subtotal,
    discount,
    tax: 0,
    total: subtotal - discount,
    recurring_amount: null,
    interval: null,
    trial_days: null,
    coupon: null,
    intent_type: 'payment_intent',
    ...overrides,
  };
}

export function makeIntent(overrides: Partial<CheckoutIntent> = {}): CheckoutIntent {
  return {
    type: 'payment_intent',
    id: 'pi_local_1',
    client_secret: 'pi_local_1_secret_abc',
    status: 'requires_payment_method',
    amount: 4900,
    currency: 'USD',
    gateway: 'local',
    publishable_key: null,
    next_action: null,
    last_payment_error: null,
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub_1',
    product: { id: 'monthly', name: 'Monthly Club', image: null },
    version_id: 'monthly-v1',
    status: 'active',
    amount: 1500,
    currency: 'USD',
    interval: 'month',
    current_period_end: '2030-05-01T00:00:00.000Z',
    cancel_at_period_end: false,
    payment_method: { brand: 'visa', last4: '4242' },
    latest_invoice_id: 'inv_1',
    amount_due: 0,
    ...overrides,
  };
}
