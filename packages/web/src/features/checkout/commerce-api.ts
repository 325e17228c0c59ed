import {
  hasActivePurchaseContract,
  intentContract,
  localChallengeContract,
  localConfirmContract,
  paymentConfigContract,
  previewContract,
  productListContract,
  purchasedItemsContract,
} from '@tessera/core/api/commerce';
import type { CheckoutIntent, CustomerAddress, LocalCard, OrderPreview, PaymentConfig, Product, PurchasedItem } from '@tessera/core/api/commerce';
import type { SignInResponse } from '@tessera/core/entities/sign-in';
import { api } from '../../app/api/api';

/**
 * The member app's commerce calls (SPEC §7 Products, issue 11). This module is only ever imported
 * from lazy chunks (checkout, the account screens, paying a past-due renewal), so the contracts
 * and zod stay off the app's startup path.
 */

/** What checkout prices: the same input for the preview and the intent. */
export type OrderInput = {
  productId: string;
  versionId: string | null;
  orderBumps: string[];
  couponCode: string;
  address: CustomerAddress | null;
};

function orderBody(order: OrderInput) {
  return {
    ...(order.versionId ? { version_id: order.versionId } : {}),
    ...(order.orderBumps.length > 0 ? { order_bumps: order.orderBumps } : {}),
    ...(order.address ? { address: order.address } : {}),
  };
}

export async function fetchPaymentConfig(): Promise<PaymentConfig> {
  return (await api(paymentConfigContract)).payments;
}

/** The products a lock or purchase action named, in the order it named them (hidden ones too: a lock may sell one). */
export async function fetchProducts(ids: readonly string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const { products } = await api(productListContract, { query: { ids: ids.join(','), include_hidden: 'true' } });
  return ids.flatMap((id) => products.filter((product) => product.id === id));
}

export async function previewOrder(order: OrderInput): Promise<OrderPreview> {
  const coupon = order.couponCode.trim();
  const body = { ...orderBody(order), ...(coupon ? { coupon_code: coupon } : {}) };
  return (await api(previewContract, { params: { id: order.productId }, body })).preview;
}

export async function createIntent(
  order: OrderInput,
  args: { finalAmount: number; idempotencyKey: string; name?: string; timezone?: string },
): Promise<{ intent: CheckoutIntent; signIn: SignInResponse | null }> {
  const coupon = order.couponCode.trim();
  const body = {
    ...orderBody(order),
    ...(coupon ? { coupon } : {}),
    ...(args.name ? { name: args.name } : {}),
    ...(args.timezone ? { timezone: args.timezone } : {}),
    final_amount: args.finalAmount,
    idempotency_key: args.idempotencyKey,
  };
  const answer = await api(intentContract, { params: { id: order.productId }, body });
  return { intent: answer.intent, signIn: answer.sign_in };
}

export async function confirmLocalIntent(intent: CheckoutIntent, card: LocalCard, name?: string): Promise<CheckoutIntent> {
  const body = { client_secret: intent.client_secret, card, ...(name ? { name } : {}) };
  return (await api(localConfirmContract, { params: { intentId: intent.id }, body })).intent;
}

export async function answerLocalChallenge(intent: CheckoutIntent, outcome: 'approve' | 'fail'): Promise<CheckoutIntent> {
  const challengeId = intent.next_action?.challenge_id ?? '';
  const body = { client_secret: intent.client_secret, challenge_id: challengeId, outcome };
  return (await api(localChallengeContract, { params: { intentId: intent.id }, body })).intent;
}

export async function hasActivePurchase(productId: string): Promise<boolean> {
  return (await api(hasActivePurchaseContract, { params: { id: productId } })).has_active_purchase;
}

export async function fetchPurchasedItems(productId: string): Promise<PurchasedItem[]> {
  return (await api(purchasedItemsContract, { params: { id: productId } })).items;
}
