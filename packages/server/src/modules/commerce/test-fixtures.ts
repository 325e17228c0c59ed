import type { ProductInterval } from '@tessera/core/entities/commerce';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, orderBumps, paymentSettings, productVersions, products } from './schema';

/** Test and seed helpers: a product with its first price, a coupon, an order bump, payment settings. */
export async function insertProduct(
  db: Db,
  args: { appId: string; id?: string; name: string; amount: number; currency?: string; interval?: ProductInterval | null; trialDays?: number | null; isHidden?: boolean },
) {
  const [product] = await db
    .insert(products)
    .values({ appId: args.appId, name: args.name, isHidden: args.isHidden ?? false, ...(args.id ? { id: args.id } : {}) })
    .returning();
  const [version] = await db
    .insert(productVersions)
    .values({ appId: args.appId, productId: product!.id, amount: args.amount, currency: args.currency ?? 'USD', interval: args.interval ?? null, trialDays: args.trialDays ?? null })
    .returning();
  await db.update(products).set({ currentVersionId: version!.id }).where(eq(products.id, product!.id));
  return { id: product!.id, versionId: version!.id };
}

export async function insertCoupon(db: Db, args: { appId: string; code: string; percentOff?: number; amountOff?: number; currency?: string; expiresAt?: Date; maxRedemptions?: number; productIds?: string[] }) {
  const [row] = await db
    .insert(coupons)
    .values({
      appId: args.appId,
      code: args.code,
      percentOff: args.percentOff ?? null,
      amountOff: args.amountOff ?? null,
      currency: args.amountOff !== undefined ? (args.currency ?? 'USD') : null,
      expiresAt: args.expiresAt ?? null,
      maxRedemptions: args.maxRedemptions ?? null,
      productIds: args.productIds ?? [],
    })
    .returning();
  return row!;
}

export async function insertOrderBump(db: Db, args: { appId: string; productId: string; bumpProductId: string; title: string; description?: string }) {
  const [row] = await db
    .insert(orderBumps)
    .values({ appId: args.appId, productId: args.productId, bumpProductId: args.bumpProductId, title: args.title, description: args.description ?? null })
    .returning();
  return row!;
}

export async function setPaymentSettings(db: Db, args: { appId: string; gateway: 'local' | 'stripe' | null; sellingCountries?: string[]; taxRateBps?: number; currency?: string }) {
  await db
    .insert(paymentSettings)
    .values({ appId: args.appId, gateway: args.gateway, sellingCountries: args.sellingCountries ?? [], taxRateBps: args.taxRateBps ?? 0, currency: args.currency ?? 'USD' })
    .onConflictDoUpdate({ target: paymentSettings.appId, set: { gateway: args.gateway, sellingCountries: args.sellingCountries ?? [], taxRateBps: args.taxRateBps ?? 0 } });
}
