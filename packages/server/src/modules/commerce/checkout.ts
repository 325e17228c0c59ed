import { createHash } from 'node:crypto';
import type { ContractBody, ContractResponse } from '@tessera/core/contract';
import type { intentContract, previewContract } from '@tessera/core/api/commerce';
import { appError, fieldError } from '@tessera/core/error-catalogue';
import { AppError } from '@tessera/core/errors';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { signUp } from '../members/auth-operations';
import { createMemberSession } from '../members/sessions';
import { findMemberByEmail } from '../members/queries';
import type { MemberRow } from '../members/schema';
import { buildSignInResponse } from '../members/sign-in-response';
import { fulfilOrder } from './fulfilment';
import { callGateway, intentView, settledIntentView } from './intents';
import { priceRequest, type PricedRequest } from './pricing';
import { memberProducts, orders, subscriptions, type OrderRow } from './schema';
import { gatewayOf, paymentSettingsOf } from './settings';

/**
 * Checkout (SPEC §4 Purchase flow): the server's preview, and the intent that pays an order. The
 * server prices every order itself; the client's `final_amount` is only compared with it. One
 * idempotency key per checkout attempt: a double submit answers the same order and intent.
 */
type PreviewBody = NonNullable<ContractBody<typeof previewContract>>;
type IntentBody = ContractBody<typeof intentContract>;

export async function previewOrder(ctx: AppContext, productId: string, body: PreviewBody | undefined) {
  const settings = await paymentSettingsOf(ctx.db, ctx.services, ctx.app.id);
  const priced = await priceRequest(
    ctx.db,
    settings,
    { productId, versionId: body?.version_id, bumpIds: body?.order_bumps, couponCode: body?.coupon_code, address: body?.address, couponField: 'body.coupon_code' },
    ctx.now(),
  );
  return { preview: priced.preview };
}

/** Whether the member already holds (or subscribes to) the product: buying it again is existing_subscription. */
async function alreadyHolds(ctx: AppContext, memberId: string, productId: string): Promise<boolean> {
  const [sub] = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.appId, ctx.app.id), eq(subscriptions.memberId, memberId), eq(subscriptions.productId, productId), inArray(subscriptions.status, ['active', 'trialing', 'past_due'])))
    .limit(1);
  if (sub) return true;
  const [held] = await ctx.db
    .select({ id: memberProducts.productId })
    .from(memberProducts)
    .where(and(eq(memberProducts.appId, ctx.app.id), eq(memberProducts.memberId, memberId), eq(memberProducts.productId, productId), or(isNull(memberProducts.endsAt), gt(memberProducts.endsAt, ctx.now()))))
    .limit(1);
  return held !== undefined;
}

const hashOf = (priced: PricedRequest, body: IntentBody) =>
  createHash('sha256')
    .update(JSON.stringify([priced.product.id, priced.version.id, priced.bumps.map((b) => b.id).sort(), priced.coupon?.id ?? null, body.address ?? null, priced.dueNow, body.referral ?? null]))
    .digest('hex');

async function orderByKey(ctx: AppContext, memberId: string, key: string): Promise<OrderRow | null> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.appId, ctx.app.id), eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The buyer: the signed-in member, or a guest signed up inside checkout (a known email is existing_subscriber). */
async function buyerOf(ctx: AppContext, body: IntentBody): Promise<{ member: MemberRow; isNew: boolean }> {
  const auth = await ctx.member();
  if (auth) return { member: auth.member, isNew: false };
  if (!body.email) throw appError('unauthorized');
  const known = await findMemberByEmail(ctx.db, ctx.app.id, body.email);
  // The same guest's second click: the first created the member and an order with this key.
  if (known && (await orderByKey(ctx, known.id, body.idempotency_key))) return { member: known, isNew: true };
  if (known) throw fieldError('body.email', 'email_taken', { error: 'existing_subscriber' });
  if (!body.name) throw fieldError('body.name', 'required');
  try {
    const member = await signUp(ctx, {
      email: body.email,
      name: body.name,
      password: body.password,
      provider: body.password ? 'default' : 'passwordless',
      timezone: body.timezone ?? 'UTC',
    });
    return { member, isNew: true };
  } catch (error) {
    if (error instanceof AppError && error.code === 'email_taken') throw fieldError('body.email', 'email_taken', { error: 'existing_subscriber' });
    throw error;
  }
}

export async function createCheckoutIntent(
  ctx: AppContext,
  productId: string,
  body: IntentBody,
  device: { deviceId: string | undefined; userAgent: string | undefined },
): Promise<ContractResponse<typeof intentContract>> {
  const settings = await paymentSettingsOf(ctx.db, ctx.services, ctx.app.id);
  const gateway = gatewayOf(ctx.db, ctx.services, settings);
  if (!gateway) throw appError('payments_not_enabled');
  const now = ctx.now();
  const priced = await priceRequest(
    ctx.db,
    settings,
    { productId, versionId: body.version_id, bumpIds: body.order_bumps, couponCode: body.coupon, address: body.address, couponField: 'body.coupon' },
    now,
  );
  if (body.final_amount !== priced.dueNow) throw appError('order_preview_mismatch', { details: { preview: priced.preview } });

  const { member, isNew } = await buyerOf(ctx, body);
  const requestHash = hashOf(priced, body);
  let order = await orderByKey(ctx, member.id, body.idempotency_key);
  if (order && order.requestHash !== requestHash) throw appError('idempotency_conflict');
  if (!order) {
    if (await alreadyHolds(ctx, member.id, priced.product.id)) throw appError('existing_subscription');
    const lines = [
      { kind: 'product' as const, productId: priced.product.id, versionId: priced.version.id, name: priced.product.name, amount: priced.preview.line_items[0]!.amount },
      ...priced.bumps.map((b) => ({ kind: 'order_bump' as const, productId: b.product.id, versionId: b.version.id, name: b.product.name, amount: b.version.amount })),
    ];
    const inserted = await ctx.db
      .insert(orders)
      .values({
        appId: ctx.app.id,
        memberId: member.id,
        productId: priced.product.id,
        versionId: priced.version.id,
        lines,
        subtotal: priced.priced.subtotal,
        discount: priced.priced.discount,
        tax: priced.priced.tax,
        total: priced.dueNow,
        currency: priced.version.currency,
        couponId: priced.coupon?.id ?? null,
        couponCode: priced.coupon?.code ?? null,
        referral: body.referral ?? null,
        address: body.address ?? null,
        gateway: gateway.name,
        intentType: priced.preview.intent_type,
        idempotencyKey: body.idempotency_key,
        requestHash,
      })
      .onConflictDoNothing()
      .returning();
    order = inserted[0] ?? (await orderByKey(ctx, member.id, body.idempotency_key));
    if (!order) throw appError('unknown_error', { internal: 'order vanished after insert' });
  }

  let intent;
  if (order.total === 0 && order.intentType === 'payment_intent') {
    await fulfilOrder(ctx.db, order.id, { paymentMethod: null, customerId: null, now, events: ctx.services.extensions.domainEvents });
    intent = settledIntentView(order.id, order.currency, gateway);
  } else {
    const current = order;
    const created = await callGateway(() =>
      gateway.createIntent({
        kind: current.intentType,
        amount: current.total,
        currency: current.currency,
        customerEmail: member.email,
        metadata: { app_id: ctx.app.id, order_id: current.id, member_id: member.id },
        idempotencyKey: `order_${current.id}`,
        saveCard: priced.version.interval !== null,
      }),
    );
    if (current.intentId !== created.id) await ctx.db.update(orders).set({ intentId: created.id }).where(eq(orders.id, current.id));
    intent = intentView(created, gateway);
  }

  let signIn = null;
  if (isNew) {
    const { token } = await createMemberSession(ctx.db, { appId: ctx.app.id, memberId: member.id, deviceId: device.deviceId, userAgent: device.userAgent });
    signIn = await buildSignInResponse(ctx, member, token);
  }
  return { intent, order_id: order.id, sign_in: signIn };
}
