import type { Viewer } from '@tessera/core/access/viewer';
import { guestViewer } from '@tessera/core/access/viewer';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { pageSubscriptions } from '../db/schema/index';
import { currentMember } from '../modules/members/current-member';
import { activeProductIds } from '../modules/progress/member-state';
import { isTestRun } from '../modules/accounts/test-run';

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised: who is looking, as the access engine needs it. */
    viewer: Promise<Viewer> | null;
  }
}

async function load(request: FastifyRequest): Promise<Viewer> {
  const [auth, testRun] = await Promise.all([currentMember(request), isTestRun(request)]);
  if (!auth) return { ...guestViewer(), isTestRun: testRun };
  const { member } = auth;
  const db = request.server.services.database.db;
  const ref = { appId: member.appId, memberId: member.id };
  const [products, subscriptions] = await Promise.all([
    activeProductIds(db, ref),
    db
      .select({ pageId: pageSubscriptions.pageId, startedAt: pageSubscriptions.startedAt })
      .from(pageSubscriptions)
      .where(and(eq(pageSubscriptions.appId, member.appId), eq(pageSubscriptions.memberId, member.id))),
  ]);
  return {
    isSignedIn: true,
    memberId: member.id,
    isAdmin: member.isAdmin || member.isAccountAdmin,
    activeProductIds: products,
    subscribedPageIds: subscriptions.map((s) => s.pageId),
    timezone: member.timezone,
    progressRoots: Object.fromEntries(subscriptions.map((s) => [s.pageId, { started_at: s.startedAt.toISOString() }])),
    isTestRun: testRun,
  };
}

/** The viewer of this request: a guest, or the signed-in member with their products and starts. */
export function viewerOf(request: FastifyRequest): Promise<Viewer> {
  request.viewer ??= load(request);
  return request.viewer;
}
