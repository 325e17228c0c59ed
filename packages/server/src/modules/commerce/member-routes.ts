import * as api from '@tessera/core/api/commerce';
import { appError } from '@tessera/core/error-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import { MEMBER_COOKIE, setSessionCookie } from '../../http/cookies';
import { AUTH_LIMITS } from '../../http/auth-limits';
import { byEmail, limitBy } from '../../http/rate-limits';
import { GatewayError } from '../../integrations/payments/gateway';
import * as account from './account';
import { bumpOffersFor, findProducts, productView, productViews, requireProductWithVersions } from './catalogue';
import { createCheckoutIntent, previewOrder } from './checkout';
import { recordStorePurchase } from './iap';
import { intentView } from './intents';
import { invoicePage, invoiceUrl } from './invoices';
import { localGatewayOf, paymentSettingsOf } from './settings';

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** SPEC §7 Products and Account, and the local gateway's browser calls. */
export function registerCommerceMemberRoutes(server: FastifyInstance) {
  route(server, api.productContract, async ({ params, request }) => {
    const ctx = contextOf(request);
    const { product, versions } = await requireProductWithVersions(ctx.db, ctx.app.id, params.id);
    const view = productView(product, versions, await bumpOffersFor(ctx.db, ctx.app.id, product.id));
    if (!view) throw appError('product_not_found');
    return { product: view };
  });

  route(server, api.productListContract, async ({ query, request }) => {
    const ctx = contextOf(request);
    const ids = (query.ids ?? '').split(',').map((id) => id.trim()).filter(Boolean).slice(0, 100);
    const rows = (await findProducts(ctx.db, ctx.app.id, ids)).filter((p) => query.include_hidden === 'true' || !p.isHidden);
    const views = await productViews(ctx.db, ctx.app.id, rows);
    return { products: ids.flatMap((id) => views.filter((v) => v.id === id)) };
  });

  route(server, api.hasActivePurchaseContract, async ({ params, request }) => ({ has_active_purchase: await account.hasActivePurchase(contextOf(request), params.id) }));
  route(server, api.purchasedItemsContract, async ({ params, request }) => ({ items: await account.purchasedItems(contextOf(request), params.id) }));

  route(server, api.paymentConfigContract, async ({ request }) => {
    const ctx = contextOf(request);
    const settings = await paymentSettingsOf(ctx.db, ctx.services, ctx.app.id);
    const isStripeReady = settings.gateway === 'stripe' && settings.stripePublishableKey !== null && settings.stripeSecretKeyEncrypted !== null;
    return {
      payments: {
        gateway: settings.gateway === 'local' || isStripeReady ? settings.gateway : null,
        publishable_key: isStripeReady ? settings.stripePublishableKey : null,
        currency: settings.currency,
        selling_countries: settings.sellingCountries,
        requires_address: settings.sellingCountries.length > 0,
      },
    };
  });

  route(server, api.previewContract, async ({ params, body, request }) => previewOrder(contextOf(request), params.id, body));

  // A guest's checkout signs up inside it: the same per-IP allowance as sign-up (members send no email and are not counted).
  const guestSignUp = limitBy(server, [{ ...AUTH_LIMITS.signUpPerIp, key: (request) => (byEmail(request) ? request.ip : null) }]);
  route(server, api.intentContract, async ({ params, body, request, reply }) => {
    const answer = await createCheckoutIntent(contextOf(request), params.id, body, {
      deviceId: headerValue(request.headers['x-device-id']),
      userAgent: headerValue(request.headers['user-agent']),
    });
    if (answer.sign_in) setSessionCookie(request, reply, MEMBER_COOKIE, answer.sign_in.authentication_token);
    return answer;
  }, { preHandler: [guestSignUp] });

  route(server, api.iapContract, async ({ params, body, request }) => recordStorePurchase(contextOf(request), params.id, body));

  route(server, api.purchasesContract, async ({ request }) => ({ purchases: await account.listPurchases(contextOf(request)) }));
  route(server, api.subscriptionsContract, async ({ request }) => ({ subscriptions: await account.listSubscriptions(contextOf(request)) }));
  route(server, api.cancelSubscriptionContract, async ({ params, request }) => ({ subscription: await account.cancelSubscription(contextOf(request), params.id) }));
  route(server, api.paySubscriptionContract, async ({ params, request }) => account.payPastDue(contextOf(request), params.id));
  route(server, api.updatePaymentMethodContract, async ({ params, request }) => account.startPaymentMethodUpdate(contextOf(request), params.id));
  route(server, api.invoiceUrlContract, async ({ params, request }) => invoiceUrl(contextOf(request), params.id, originOf(request)));

  server.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(`/api${api.INVOICE_VIEW_PATH}`, { schema: { hide: true } }, async (request, reply) => {
    const page = await invoicePage(contextOf(request), request.params.id, request.query);
    // Its own strict policy: nothing but its inline styles, not framed, and the signed address never sent on.
    return reply
      .code(page.status)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        'referrer-policy': 'no-referrer',
        'x-robots-tag': 'noindex',
      })
      .send(page.html);
  });

  // The local gateway's card form and challenge step.
  const local = (request: FastifyRequest) => {
    const ctx = contextOf(request);
    return { ctx, gateway: localGatewayOf(ctx.db, ctx.services, ctx.app.id) };
  };
  const asIntentNotFound = (error: unknown): never => {
    if (error instanceof GatewayError) throw appError('intent_not_found');
    throw error;
  };
  route(server, api.localIntentContract, async ({ params, query, request }) => {
    const { gateway } = local(request);
    return { intent: intentView(await gateway.intentForBrowser({ intentId: params.intentId, clientSecret: query.client_secret }).catch(asIntentNotFound), gateway) };
  });
  route(server, api.localConfirmContract, async ({ params, body, request }) => {
    const { ctx, gateway } = local(request);
    const intent = await gateway
      .confirm({ intentId: params.intentId, clientSecret: body.client_secret, cardNumber: body.card.number, expMonth: body.card.exp_month, expYear: body.card.exp_year, now: ctx.now() })
      .catch(asIntentNotFound);
    return { intent: intentView(intent, gateway) };
  });
  route(server, api.localChallengeContract, async ({ params, body, request }) => {
    const { gateway } = local(request);
    const intent = await gateway.answerChallenge({ intentId: params.intentId, clientSecret: body.client_secret, challengeId: body.challenge_id, approve: body.outcome === 'approve' }).catch(asIntentNotFound);
    return { intent: intentView(intent, gateway) };
  });
}
