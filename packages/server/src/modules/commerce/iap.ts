import type { ContractBody, ContractResponse } from '@tessera/core/contract';
import type { iapContract } from '@tessera/core/api/commerce';
import { appError } from '@tessera/core/error-catalogue';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { GatewayError } from '../../integrations/payments/gateway';
import { findMemberByEmail } from '../members/queries';
import { requireProduct, versionsOf } from './catalogue';
import { activeProductIds } from './entitlements';
import { grantProduct } from './fulfilment';
import { orders, type OrderRow } from './schema';

/**
 * In-app purchases from the native shell (SPEC §7 POST /products/{id}/purchase/iap): the store's
 * signed transaction is verified offline (integrations/payments/app-store.ts) before anything is
 * granted, once per store transaction. A transaction that does not verify, is for another product,
 * was revoked or has expired is 'No purchases found to restore'; no server-side store lookup is
 * configured, so a call without the signed transaction is that too.
 */
type IapBody = ContractBody<typeof iapContract>;

export async function recordStorePurchase(ctx: AppContext, productId: string, body: IapBody): Promise<ContractResponse<typeof iapContract>> {
  const auth = await ctx.member();
  const member = auth?.member ?? (body.email ? await findMemberByEmail(ctx.db, ctx.app.id, body.email) : null);
  if (!member) throw appError('user_not_found');
  const product = await requireProduct(ctx.db, ctx.app.id, productId);
  if (!body.signed_transaction) throw appError('no_purchases_to_restore');
  const now = ctx.now();
  const transaction = await ctx.services.payments.store.verify(body.signed_transaction, now).catch((error: unknown) => {
    if (error instanceof GatewayError) throw appError('no_purchases_to_restore', { internal: error.message });
    throw error;
  });
  const sameTransaction = transaction.transactionId === body.transaction_id || transaction.originalTransactionId === (body.original_transaction_id ?? body.transaction_id);
  const isLive = !transaction.revocationDate && (!transaction.expiresDate || transaction.expiresDate > now);
  if (transaction.productId !== product.id || !sameTransaction || !isLive) throw appError('no_purchases_to_restore');

  const version = (await versionsOf(ctx.db, ctx.app.id, [product.id])).get(product.id)?.find((v) => v.id === product.currentVersionId);
  if (!version) throw appError('product_not_found');
  const order: OrderRow = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(orders)
      .values({
        appId: ctx.app.id,
        memberId: member.id,
        productId: product.id,
        versionId: version.id,
        kind: 'iap',
        status: 'paid',
        lines: [{ kind: 'product', productId: product.id, versionId: version.id, name: product.name, amount: version.amount }],
        subtotal: version.amount,
        total: version.amount,
        currency: version.currency,
        gateway: 'app_store',
        storeTransactionId: transaction.transactionId,
        paidAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // A renewal or a restore of a known transaction extends access to its (new) expiry only.
    await grantProduct(tx, { appId: ctx.app.id, memberId: member.id, productId: product.id, endsAt: transaction.expiresDate, now });
    if (inserted) return inserted;
    const [existing] = await tx.select().from(orders).where(and(eq(orders.appId, ctx.app.id), eq(orders.storeTransactionId, transaction.transactionId))).limit(1);
    return existing!;
  });
  if (order.memberId !== member.id) throw appError('no_purchases_to_restore');
  return {
    purchase: {
      id: order.id,
      product: { id: product.id, name: product.name, image: product.image },
      status: order.status,
      amount: order.total,
      currency: order.currency,
      discount: 0,
      coupon_code: null,
      order_bumps: [],
      invoice_id: null,
      created_at: order.createdAt.toISOString(),
    },
    active_product_ids: await activeProductIds(ctx.db, { appId: ctx.app.id, memberId: member.id }, now),
  };
}
