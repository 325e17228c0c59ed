import * as api from '@tessera/core/api/studio-commerce';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import * as ops from './studio-operations';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The studio's commerce calls (products, coupons, order bumps, payment settings, orders, subscriptions, revenue). */
export function registerCommerceStudioRoutes(scope: FastifyInstance) {
  const owned = (request: FastifyRequest, appId: string) => ownedAppContext(request, appId);

  route(scope, api.studioProductsContract, async ({ params, request }) => ({ products: await ops.listStudioProducts(await owned(request, params.appId)) }));
  route(scope, api.createProductContract, async ({ params, body, request }) => ({ product: await ops.createStudioProduct(await owned(request, params.appId), body) }));
  route(scope, api.studioProductContract, async ({ params, request }) => ({ product: await ops.studioProduct(await owned(request, params.appId), params.productId) }));
  route(scope, api.updateProductContract, async ({ params, body, request }) => ({ product: await ops.updateStudioProduct(await owned(request, params.appId), params.productId, body) }));
  route(scope, api.createProductVersionContract, async ({ params, body, request }) => ({ product: await ops.createStudioVersion(await owned(request, params.appId), params.productId, body) }));
  route(scope, api.archiveProductContract, async ({ params, request }) => ({ product: await ops.archiveStudioProduct(await owned(request, params.appId), params.productId) }));

  route(scope, api.couponsContract, async ({ params, request }) => ({ coupons: await ops.listCoupons(await owned(request, params.appId)) }));
  route(scope, api.createCouponContract, async ({ params, body, request }) => ({ coupon: await ops.createCoupon(await owned(request, params.appId), body) }));
  route(scope, api.updateCouponContract, async ({ params, body, request }) => ({ coupon: await ops.updateCoupon(await owned(request, params.appId), params.couponId, body) }));
  route(scope, api.deleteCouponContract, async ({ params, request }) => ({ deleted_id: await ops.deleteCoupon(await owned(request, params.appId), params.couponId) }));

  route(scope, api.orderBumpsContract, async ({ params, request }) => ({ order_bumps: await ops.listOrderBumps(await owned(request, params.appId)) }));
  route(scope, api.createOrderBumpContract, async ({ params, body, request }) => ({ order_bump: await ops.createOrderBump(await owned(request, params.appId), body) }));
  route(scope, api.updateOrderBumpContract, async ({ params, body, request }) => ({ order_bump: await ops.updateOrderBump(await owned(request, params.appId), params.bumpId, body) }));
  route(scope, api.deleteOrderBumpContract, async ({ params, request }) => ({ deleted_id: await ops.deleteOrderBump(await owned(request, params.appId), params.bumpId) }));

  route(scope, api.paymentSettingsContract, async ({ params, request }) => ({ payment_settings: await ops.studioPaymentSettings(await owned(request, params.appId), originOf(request)) }));
  route(scope, api.updatePaymentSettingsContract, async ({ params, body, request }) => ({ payment_settings: await ops.updatePaymentSettings(await owned(request, params.appId), body, originOf(request)) }));

  route(scope, api.ordersContract, async ({ params, query, request }) => ops.listOrders(await owned(request, params.appId), query));
  route(scope, api.ordersCsvContract, async ({ params, query, request, reply }) => {
    const csv = await ops.ordersCsv(await owned(request, params.appId), query);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="orders.csv"');
    return csv;
  });
  route(scope, api.refundOrderContract, async ({ params, request }) => ({ order: await ops.refundOrder(await owned(request, params.appId), params.orderId) }));

  route(scope, api.studioSubscriptionsContract, async ({ params, query, request }) => ops.listStudioSubscriptions(await owned(request, params.appId), query));
  route(scope, api.subscriptionsCsvContract, async ({ params, query, request, reply }) => {
    const csv = await ops.subscriptionsCsv(await owned(request, params.appId), query);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="subscriptions.csv"');
    return csv;
  });
  route(scope, api.cancelStudioSubscriptionContract, async ({ params, body, request }) => ({
    subscription: await ops.cancelStudioSubscription(await owned(request, params.appId), params.subscriptionId, body.at_period_end),
  }));
  route(scope, api.revenueContract, async ({ params, query, request }) => ops.revenue(await owned(request, params.appId), query));
}
