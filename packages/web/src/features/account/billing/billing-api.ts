import {
  cancelSubscriptionContract,
  invoiceUrlContract,
  paySubscriptionContract,
  purchasesContract,
  subscriptionsContract,
  updatePaymentMethodContract,
} from '@tessera/core/api/commerce';
import type { CheckoutIntent, Purchase, Subscription } from '@tessera/core/api/commerce';
import { api } from '../../../app/api/api';

/** The member's purchases, subscriptions and invoices (SPEC §7 Account). Lazy chunks only import this. */

export const billingKeys = {
  purchases: ['commerce', 'purchases'] as const,
  subscriptions: ['commerce', 'subscriptions'] as const,
};

export async function fetchPurchases(): Promise<Purchase[]> {
  return (await api(purchasesContract)).purchases;
}

export async function fetchSubscriptions(): Promise<Subscription[]> {
  return (await api(subscriptionsContract)).subscriptions;
}

export async function cancelSubscription(id: string): Promise<Subscription> {
  return (await api(cancelSubscriptionContract, { params: { id } })).subscription;
}

export async function paySubscription(id: string, idempotencyKey: string): Promise<CheckoutIntent> {
  return (await api(paySubscriptionContract, { params: { id }, body: { idempotency_key: idempotencyKey } })).intent;
}

export async function startPaymentMethodUpdate(id: string): Promise<CheckoutIntent> {
  return (await api(updatePaymentMethodContract, { params: { id } })).intent;
}

export async function fetchInvoiceUrl(id: string): Promise<string> {
  return (await api(invoiceUrlContract, { params: { id } })).url;
}
