import type { CheckoutIntent } from '@tessera/core/api/commerce';
import { appError } from '@tessera/core/error-catalogue';
import { GatewayError, type GatewayIntent, type PaymentGateway } from '../../integrations/payments/gateway';
import type { SubscriptionRow } from './schema';

/** A gateway intent as the browser gets it. */
export function intentView(intent: GatewayIntent, gateway: Pick<PaymentGateway, 'name' | 'publishableKey'>): CheckoutIntent {
  return {
    type: intent.kind,
    id: intent.id,
    client_secret: intent.clientSecret,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    gateway: gateway.name,
    publishable_key: gateway.publishableKey,
    next_action: intent.nextAction ? { type: 'challenge', challenge_id: intent.nextAction.challengeId } : null,
    last_payment_error: intent.lastError ? { code: intent.lastError.code, decline_code: intent.lastError.declineCode, message: intent.lastError.message } : null,
  };
}

/** An order paid without a charge (a 100 % coupon on a one-off product): nothing to confirm. */
export function settledIntentView(orderId: string, currency: string, gateway: Pick<PaymentGateway, 'name' | 'publishableKey'>): CheckoutIntent {
  return {
    type: 'payment_intent',
    id: `free_${orderId}`,
    client_secret: `free_${orderId}`,
    status: 'succeeded',
    amount: 0,
    currency,
    gateway: gateway.name,
    publishable_key: gateway.publishableKey,
    next_action: null,
    last_payment_error: null,
  };
}

/** A gateway's failure as the member hears it ('An unexpected error occurred.'); the cause goes to the log only. */
export async function callGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayError) throw appError('unknown_error', { internal: `${error.code}: ${error.message}` });
    throw error;
  }
}

/** What the member's and the studio's views of a subscription share. */
export const subscriptionBasics = (sub: SubscriptionRow) => ({
  id: sub.id,
  status: sub.status,
  amount: sub.amount,
  currency: sub.currency,
  interval: sub.interval,
  current_period_end: sub.currentPeriodEnd.toISOString(),
  cancel_at_period_end: sub.cancelAtPeriodEnd,
});
