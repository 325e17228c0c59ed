import { and, eq, inArray } from 'drizzle-orm';
import type { SignInPart, ViewerFact } from '../../context/extensions';
import type { ServerModule } from '../../http/server-module';
import { registerContentRoute } from './content-route';
import { registerPageProgressRoutes } from './member-routes';
import { bookmarkedPageIds, completionsOf, subscribedPageIds } from './member-state';
import { startedAndSaved } from './my-content';
import { pageSubscriptions } from './schema';

/** The pages the member started, for drip (SPEC §6 rule 4: a progress root with started_at). */
const startedRoots: ViewerFact = async (db, { appId, memberIds }) => {
  const rows = await db
    .select({ memberId: pageSubscriptions.memberId, pageId: pageSubscriptions.pageId, startedAt: pageSubscriptions.startedAt })
    .from(pageSubscriptions)
    .where(and(eq(pageSubscriptions.appId, appId), inArray(pageSubscriptions.memberId, [...memberIds])));
  const started = new Map<string, { subscribedPageIds: string[]; progressRoots: Record<string, { started_at: string }> }>();
  for (const row of rows) {
    const facts = started.get(row.memberId) ?? { subscribedPageIds: [], progressRoots: {} };
    facts.subscribedPageIds.push(row.pageId);
    facts.progressRoots[row.pageId] = { started_at: row.startedAt.toISOString() };
    started.set(row.memberId, facts);
  }
  return started;
};

const progressState: SignInPart = async (ctx, { member }) => {
  const ref = { appId: member.appId, memberId: member.id };
  const [completions, subscriptions, bookmarked] = await Promise.all([completionsOf(ctx.db, ref), subscribedPageIds(ctx.db, ref), bookmarkedPageIds(ctx.db, ref)]);
  return { page_completions: completions, page_subscriptions: subscriptions, bookmarked_pages: bookmarked };
};

/** Progress: completions, starts (page subscriptions), bookmarks and the content listing. */
export const progressModule: ServerModule = {
  name: 'progress',
  memberRoutes: (scope) => {
    registerPageProgressRoutes(scope);
    registerContentRoute(scope);
  },
  viewerFacts: [startedRoots],
  signInParts: [progressState],
  myContentParts: [startedAndSaved],
};
