import type { ViewerFact } from '../../context/extensions';
import type { ServerModule } from '../../http/server-module';
import { activeProductIds } from './entitlements';

/** The viewer's entitlements: the access engine and the sign-in response's user read them from here. */
const entitlements: ViewerFact = async (ctx, { member }) => ({
  activeProductIds: await activeProductIds(ctx.db, { appId: member.appId, memberId: member.id }, ctx.now()),
});

/** Commerce: entitlements today; products, checkout and subscriptions land here (issue 11). */
export const commerceModule: ServerModule = {
  name: 'commerce',
  viewerFacts: [entitlements],
};
