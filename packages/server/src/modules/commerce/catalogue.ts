import type { OrderBumpView, Product, ProductVersion } from '@tessera/core/api/commerce';
import { appError } from '@tessera/core/error-catalogue';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderBumps, productVersions, products, type ProductRow, type ProductVersionRow } from './schema';

/**
 * Products as members see them. A product's buyable prices are the newest version of each
 * interval (a price change replaces the old price for new buyers; subscribers keep theirs), and
 * its current version is the one new buyers get when they name none.
 */
export const productNotFound = () => appError('product_not_found');

export async function findProducts(db: Db, appId: string, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.appId, appId), inArray(products.id, [...ids]), isNull(products.archivedAt)));
}

/** A product that can be bought now, or 404 product_not_found (another app's id too). */
export async function requireProduct(db: Db, appId: string, id: string): Promise<ProductRow> {
  const [row] = await findProducts(db, appId, [id]);
  if (!row || !row.currentVersionId) throw productNotFound();
  return row;
}

/** A product that can be bought now with all its versions, oldest first, in one query; or product_not_found. */
export async function requireProductWithVersions(db: Db, appId: string, id: string): Promise<{ product: ProductRow; versions: ProductVersionRow[] }> {
  const rows = await db
    .select({ product: products, version: productVersions })
    .from(products)
    .innerJoin(productVersions, eq(productVersions.productId, products.id))
    .where(and(eq(products.appId, appId), eq(products.id, id), isNull(products.archivedAt)))
    .orderBy(asc(productVersions.createdAt));
  const product = rows[0]?.product;
  if (!product || !product.currentVersionId) throw productNotFound();
  return { product, versions: rows.map((r) => r.version) };
}

export async function versionsOf(db: Db, appId: string, productIds: readonly string[]): Promise<Map<string, ProductVersionRow[]>> {
  const byProduct = new Map<string, ProductVersionRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVersions)
    .where(and(eq(productVersions.appId, appId), inArray(productVersions.productId, [...productIds])))
    .orderBy(asc(productVersions.createdAt));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/** The versions a buyer may choose: the current one and the newest of every other interval. */
export function buyableVersions(product: ProductRow, versions: readonly ProductVersionRow[]): ProductVersionRow[] {
  const current = versions.find((v) => v.id === product.currentVersionId);
  if (!current) return [];
  const newestByInterval = new Map<string, ProductVersionRow>();
  for (const version of versions) newestByInterval.set(version.interval ?? 'once', version);
  newestByInterval.set(current.interval ?? 'once', current);
  return [current, ...[...newestByInterval.values()].filter((v) => v.id !== current.id)];
}

export type BumpOffer = { id: string; title: string; description: string | null; product: ProductRow; version: ProductVersionRow };

/** Order bumps offered beside a product, in their order, with their product's current price (one query); a bump whose product is archived or not one-off is left out. */
export async function bumpOffersFor(db: Db, appId: string, productId: string): Promise<BumpOffer[]> {
  const rows = await db
    .select({ bump: orderBumps, product: products, version: productVersions })
    .from(orderBumps)
    .innerJoin(products, and(eq(products.id, orderBumps.bumpProductId), isNull(products.archivedAt)))
    .innerJoin(productVersions, eq(productVersions.id, products.currentVersionId))
    .where(and(eq(orderBumps.appId, appId), eq(orderBumps.productId, productId), eq(products.appId, appId), isNull(productVersions.interval)))
    .orderBy(asc(orderBumps.position), asc(orderBumps.createdAt));
  return rows.map(({ bump, product, version }) => ({ id: bump.id, title: bump.title, description: bump.description, product, version }));
}

export function versionView(version: ProductVersionRow, currentId: string | null): ProductVersion {
  return { id: version.id, amount: version.amount, currency: version.currency, interval: version.interval, trial_days: version.trialDays, is_current: version.id === currentId };
}

const bumpView = (offer: BumpOffer): OrderBumpView => ({
  id: offer.id,
  product_id: offer.product.id,
  title: offer.title,
  description: offer.description,
  amount: offer.version.amount,
  currency: offer.version.currency,
});

export function productView(product: ProductRow, versions: readonly ProductVersionRow[], offers: readonly BumpOffer[]): Product | null {
  const buyable = buyableVersions(product, versions);
  const current = buyable[0];
  if (!current) return null;
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    image: product.image,
    is_hidden: product.isHidden,
    amount: current.amount,
    currency: current.currency,
    interval: current.interval,
    trial_days: current.trialDays,
    version_id: current.id,
    versions: buyable.map((v) => versionView(v, product.currentVersionId)),
    purchase_overlay: product.purchaseOverlayId ? { id: product.purchaseOverlayId } : null,
    order_bumps: offers.map(bumpView),
  };
}

export async function productViews(db: Db, appId: string, rows: readonly ProductRow[]): Promise<Product[]> {
  const versions = await versionsOf(db, appId, rows.map((r) => r.id));
  const views = await Promise.all(rows.map(async (row) => productView(row, versions.get(row.id) ?? [], await bumpOffersFor(db, appId, row.id))));
  return views.filter((view): view is Product => view !== null);
}
