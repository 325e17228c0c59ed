import type { SignInPart, ViewerFact } from '../../context/extensions';
import type { ServerModule } from '../../http/server-module';
import { and, eq } from 'drizzle-orm';
import { activeProductIdsOfMany } from './entitlements';
import { registerCommerceMemberRoutes } from './member-routes';
import { RECOVERY_JOB, RENEWALS_JOB, runRecovery, runRenewals } from './renewals';
import { subscriptions } from './schema';
import { registerCommerceStudioRoutes } from './studio-routes';
import { registerWebhookRoutes } from './webhook-routes';

/** The viewer's entitlements: the access engine and the sign-in response's user read them from here. */
const entitlements: ViewerFact = async (db, { appId, memberIds, now }) => {
  const held = await activeProductIdsOfMany(db, { appId, memberIds }, now);
  return new Map([...held].map(([memberId, productIds]) => [memberId, { activeProductIds: productIds }]));
};

/** SPEC §3 past_due_subscriptions: the products whose renewal failed and waits to be paid. */
const pastDue: SignInPart = async (ctx, { member }) => {
  const rows = await ctx.db
    .select({ productId: subscriptions.productId })
    .from(subscriptions)
    .where(and(eq(subscriptions.appId, member.appId), eq(subscriptions.memberId, member.id), eq(subscriptions.status, 'past_due')));
  return { past_due_subscriptions: rows.map((r) => ({ product_id: r.productId })) };
};

/** Commerce (issue 11): products, checkout, gateways, subscriptions, invoices; entitlements for access. */
export const commerceModule: ServerModule = {
  name: 'commerce',
  memberRoutes: registerCommerceMemberRoutes,
  studioRoutes: registerCommerceStudioRoutes,
  systemRoutes: registerWebhookRoutes,
  viewerFacts: [entitlements],
  signInParts: [pastDue],
  jobs: (services) => [
    { name: RENEWALS_JOB, everyMs: 60_000, run: () => runRenewals(services) },
    { name: RECOVERY_JOB, everyMs: 60_000, run: () => runRecovery(services) },
  ],
};
