import { appError } from '@tessera/core/error-catalogue';
import * as api from '@tessera/core/api/pages';
import { findProgressRoot } from '@tessera/core/access/progress-root';
import type { AccessIndex } from '@tessera/core/access/tree-access';
import type { PageTreeItem, Sequence } from '@tessera/core/entities/page-state';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { bookmarks, members, pageCompletions, pages, pageSubscriptions } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { requireTenant } from '../../http/context';
import { accessIndexFor, decidePageAccess } from '../pages/page-access';
import { currentMember, requireMember } from '../members/current-member';

type PublishedPage = { id: string; rootId: string; path: string; title: string };

const pageNotFound = () => appError('page_not_found');

/** A published page of this request's app; another app's page is as unknown as a missing one. */
async function publishedPage(request: FastifyRequest, id: string): Promise<PublishedPage> {
  const app = requireTenant(request);
  const [page] = await request.server.services.database.db
    .select({ id: pages.id, rootId: pages.rootId, path: pages.path, title: pages.title })
    .from(pages)
    .where(and(eq(pages.appId, app.id), eq(pages.id, id), eq(pages.isPublished, true)))
    .limit(1);
  if (!page) throw pageNotFound();
  return page;
}

/** Members act only on pages they may see: completing or starting a locked page is refused. */
async function requireVisible(request: FastifyRequest, page: PublishedPage) {
  const decision = await decidePageAccess(request, { pageId: page.id, rootId: page.rootId });
  if (!decision) throw pageNotFound();
  if (!decision.result.granted) throw appError('page_locked', { details: decision.result });
}

/** The pages under a page, depth first in their published order: a course's lessons, a pack's items. */
function descendantsOf(index: AccessIndex, pageId: string): string[] {
  const out: string[] = [];
  const walk = (id: string) => {
    for (const child of index.childrenOf.get(id) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(pageId);
  return out;
}

async function completedAmong(db: Db, member: { appId: string; id: string } | null, pageIds: string[]): Promise<Set<string>> {
  if (!member || pageIds.length === 0) return new Set();
  const rows = await db
    .select({ pageId: pageCompletions.pageId })
    .from(pageCompletions)
    .where(and(eq(pageCompletions.appId, member.appId), eq(pageCompletions.memberId, member.id), inArray(pageCompletions.pageId, pageIds)));
  return new Set(rows.map((r) => r.pageId));
}

/** SPEC §3 sequence of a page and its progress: the share of its steps completed, 0–100. */
async function sequenceOf(request: FastifyRequest, page: PublishedPage, member: { appId: string; id: string } | null) {
  const index = await accessIndexFor(request, page.rootId);
  const items = index ? descendantsOf(index, page.id) : [];
  const steps = items.length > 0 ? items : [page.id];
  const done = await completedAmong(request.server.services.database.db, member, steps);
  const sequence: Sequence = { homePage: { title: page.title, path: page.path }, items: items.map((id) => ({ page_id: id, is_completed: done.has(id) })) };
  const progress = Math.round((100 * steps.filter((id) => done.has(id)).length) / steps.length);
  return { sequence, progress, index };
}

async function rootProgress(request: FastifyRequest, page: PublishedPage, member: { appId: string; id: string }) {
  const index = await accessIndexFor(request, page.rootId);
  const rootId = (index && findProgressRoot(index.nodes, page.id)) ?? page.rootId;
  const root = rootId === page.id ? page : await publishedPage(request, rootId);
  const { progress } = await sequenceOf(request, root, member);
  return { page_id: root.id, progress };
}

export function registerPageProgressRoutes(server: FastifyInstance) {
  const db = () => server.services.database.db;

  route(server, api.completePageContract, async ({ params, request }) => {
    const { member } = await requireMember(request);
    const page = await publishedPage(request, params.id);
    await requireVisible(request, page);
    await db().insert(pageCompletions).values({ appId: member.appId, memberId: member.id, pageId: page.id }).onConflictDoNothing();
    return { page_id: page.id, root_progress: await rootProgress(request, page, member) };
  });

  route(server, api.uncompletePageContract, async ({ params, request }) => {
    const { member } = await requireMember(request);
    const page = await publishedPage(request, params.id);
    await db()
      .delete(pageCompletions)
      .where(and(eq(pageCompletions.appId, member.appId), eq(pageCompletions.memberId, member.id), eq(pageCompletions.pageId, page.id)));
    return { page_id: page.id, root_progress: await rootProgress(request, page, member) };
  });

  route(server, api.pageCompletionContract, async ({ params, request }) => {
    const page = await publishedPage(request, params.id);
    // SPEC §6: completion state is reported only for authenticated members.
    const auth = await currentMember(request);
    const done = await completedAmong(db(), auth?.member ?? null, [page.id]);
    return { is_completed: done.has(page.id) };
  });

  route(server, api.subscribePageContract, async ({ params, body, request }) => {
    const { member } = await requireMember(request);
    const page = await publishedPage(request, params.id);
    await requireVisible(request, page);
    const startedAt = body?.started_at ? new Date(body.started_at) : new Date();
    const startFromPageId = body?.start_from_page_id ?? null;
    await db()
      .insert(pageSubscriptions)
      .values({ appId: member.appId, memberId: member.id, pageId: page.id, startedAt, startFromPageId })
      .onConflictDoUpdate({ target: [pageSubscriptions.memberId, pageSubscriptions.pageId], set: { startedAt, startFromPageId } });
    const { sequence, progress } = await sequenceOf(request, page, member);
    return { page_id: page.id, progress, sequence };
  });

  route(server, api.unsubscribePageContract, async ({ params, request }) => {
    const { member } = await requireMember(request);
    const page = await publishedPage(request, params.id);
    const index = await accessIndexFor(request, page.rootId);
    const items = index ? descendantsOf(index, page.id) : [];
    // SPEC §4: every sequence item goes back to not complete, and the subscription is removed, together.
    await db().transaction(async (tx) => {
      if (items.length > 0) {
        await tx
          .delete(pageCompletions)
          .where(and(eq(pageCompletions.appId, member.appId), eq(pageCompletions.memberId, member.id), inArray(pageCompletions.pageId, items)));
      }
      await tx
        .delete(pageSubscriptions)
        .where(and(eq(pageSubscriptions.appId, member.appId), eq(pageSubscriptions.memberId, member.id), eq(pageSubscriptions.pageId, page.id)));
    });
    const { sequence, progress } = await sequenceOf(request, page, member);
    return { page_id: page.id, progress, sequence };
  });

  route(server, api.pageSubscribersContract, async ({ params, request }) => {
    const page = await publishedPage(request, params.id);
    const auth = await currentMember(request);
    const scope = and(eq(pageSubscriptions.appId, requireTenant(request).id), eq(pageSubscriptions.pageId, page.id));
    const [[total], recent, { sequence, progress }] = await Promise.all([
      db().select({ n: count() }).from(pageSubscriptions).where(scope),
      db()
        .select({ id: members.id, name: members.name, avatarUrls: members.avatarUrls, isAppMessagingProfile: members.isAppMessagingProfile })
        .from(pageSubscriptions)
        .innerJoin(members, eq(members.id, pageSubscriptions.memberId))
        .where(and(scope, eq(members.isProfilePublic, true)))
        .orderBy(desc(pageSubscriptions.createdAt))
        .limit(5),
      sequenceOf(request, page, auth?.member ?? null),
    ]);
    return {
      page_id: page.id,
      page_title: page.title,
      page_path: page.path,
      count: total?.n ?? 0,
      last_5: recent.map((m) => ({ id: m.id, name: m.name, avatar_urls: m.avatarUrls ?? null, is_app_messaging_profile: m.isAppMessagingProfile })),
      // Scheduling a start arrives with the schedule feature.
      can_schedule_start: false,
      sequence,
      progress,
    };
  });

  route(server, api.toggleBookmarkContract, async ({ params, request }) => {
    const { member } = await requireMember(request);
    const page = await publishedPage(request, params.id);
    const scope = and(eq(bookmarks.appId, member.appId), eq(bookmarks.memberId, member.id), eq(bookmarks.pageId, page.id));
    const removed = await db().delete(bookmarks).where(scope).returning({ pageId: bookmarks.pageId });
    if (removed.length > 0) return { is_bookmarked: false };
    await db().insert(bookmarks).values({ appId: member.appId, memberId: member.id, pageId: page.id }).onConflictDoNothing();
    return { is_bookmarked: true };
  });

  route(server, api.pageTreeContract, async ({ query, request }) => {
    const root = await publishedPage(request, query.root);
    const index = await accessIndexFor(request, root.rootId);
    if (!index) throw pageNotFound();
    const auth = await currentMember(request);
    const done = await completedAmong(db(), auth?.member ?? null, descendantsOf(index, root.id));
    const build = (id: string): PageTreeItem => ({
      page_id: id,
      is_completed: done.has(id),
      pages: (index.childrenOf.get(id) ?? []).map(build),
    });
    return (index.childrenOf.get(root.id) ?? []).map(build);
  });

  route(server, api.pagePathContract, async ({ params, request }) => ({ path: (await publishedPage(request, params.id)).path }));
}
