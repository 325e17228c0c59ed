import { appError } from '@tessera/core/error-catalogue';
import { findProgressRoot } from '@tessera/core/access/progress-root';
import type { AccessIndex } from '@tessera/core/access/tree-access';
import type { PageTreeItem, Sequence } from '@tessera/core/entities/page-state';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppContext } from '../../context/app-context';
import { members } from '../members/schema';
import { pages } from '../pages/schema';
import { bookmarks, pageCompletions, pageSubscriptions } from './schema';
import { accessIndexFor, decidePageAccess } from '../pages/page-access';
import { pageNotFound } from '../pages/page-lookup';

type PublishedPage = { id: string; rootId: string; path: string; title: string };



/** A published page of this request's app; another app's page is as unknown as a missing one. */
async function publishedPage(ctx: AppContext, id: string): Promise<PublishedPage> {
  const { app } = ctx;
  const [page] = await ctx.db
    .select({ id: pages.id, rootId: pages.rootId, path: pages.path, title: pages.title })
    .from(pages)
    .where(and(eq(pages.appId, app.id), eq(pages.id, id), eq(pages.isPublished, true)))
    .limit(1);
  if (!page) throw pageNotFound();
  return page;
}

/** Members act only on pages they may see: completing or starting a locked page is refused. */
async function requireVisible(ctx: AppContext, page: PublishedPage) {
  const decision = await decidePageAccess(ctx, { pageId: page.id, rootId: page.rootId });
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
async function sequenceOf(ctx: AppContext, page: PublishedPage, member: { appId: string; id: string } | null) {
  const index = await accessIndexFor(ctx, page.rootId);
  const items = index ? descendantsOf(index, page.id) : [];
  const steps = items.length > 0 ? items : [page.id];
  const done = await completedAmong(ctx.db, member, steps);
  const sequence: Sequence = { homePage: { title: page.title, path: page.path }, items: items.map((id) => ({ page_id: id, is_completed: done.has(id) })) };
  const progress = Math.round((100 * steps.filter((id) => done.has(id)).length) / steps.length);
  return { sequence, progress, index };
}

async function rootProgress(ctx: AppContext, page: PublishedPage, member: { appId: string; id: string }) {
  const index = await accessIndexFor(ctx, page.rootId);
  const rootId = (index && findProgressRoot(index.nodes, page.id)) ?? page.rootId;
  const root = rootId === page.id ? page : await publishedPage(ctx, rootId);
  const { progress } = await sequenceOf(ctx, root, member);
  return { page_id: root.id, progress };
}

/** SPEC §7 `POST /pages/{id}/complete`: a page the member may see, and its root's new progress. */
export async function completePage(ctx: AppContext, pageId: string) {
  const { member } = await ctx.requireMember();
  const page = await publishedPage(ctx, pageId);
  await requireVisible(ctx, page);
  await ctx.db.insert(pageCompletions).values({ appId: member.appId, memberId: member.id, pageId: page.id }).onConflictDoNothing();
  return { page_id: page.id, root_progress: await rootProgress(ctx, page, member) };
}

export async function uncompletePage(ctx: AppContext, pageId: string) {
  const { member } = await ctx.requireMember();
  const page = await publishedPage(ctx, pageId);
  await ctx.db
    .delete(pageCompletions)
    .where(and(eq(pageCompletions.appId, member.appId), eq(pageCompletions.memberId, member.id), eq(pageCompletions.pageId, page.id)));
  return { page_id: page.id, root_progress: await rootProgress(ctx, page, member) };
}

/** SPEC §6: completion state is reported only for authenticated members. */
export async function isPageCompleted(ctx: AppContext, pageId: string): Promise<boolean> {
  const page = await publishedPage(ctx, pageId);
  const auth = await ctx.member();
  const done = await completedAmong(ctx.db, auth?.member ?? null, [page.id]);
  return done.has(page.id);
}

/** SPEC §4 subscribing: sets the start (drip counts from it), and answers the sequence and progress. */
export async function subscribeToPage(ctx: AppContext, pageId: string, input: { startedAt?: string | undefined; startFromPageId?: string | null | undefined }) {
  const { member } = await ctx.requireMember();
  const page = await publishedPage(ctx, pageId);
  await requireVisible(ctx, page);
  const startedAt = input.startedAt ? new Date(input.startedAt) : ctx.now();
  const startFromPageId = input.startFromPageId ?? null;
  await ctx.db
    .insert(pageSubscriptions)
    .values({ appId: member.appId, memberId: member.id, pageId: page.id, startedAt, startFromPageId })
    .onConflictDoUpdate({ target: [pageSubscriptions.memberId, pageSubscriptions.pageId], set: { startedAt, startFromPageId } });
  const { sequence, progress } = await sequenceOf(ctx, page, member);
  return { page_id: page.id, progress, sequence };
}

/** SPEC §4 unsubscribing: every sequence item goes back to not complete, and the subscription is removed, together. */
export async function unsubscribeFromPage(ctx: AppContext, pageId: string) {
  const { member } = await ctx.requireMember();
  const page = await publishedPage(ctx, pageId);
  const index = await accessIndexFor(ctx, page.rootId);
  const items = index ? descendantsOf(index, page.id) : [];
  await ctx.db.transaction(async (tx) => {
    if (items.length > 0) {
      await tx
        .delete(pageCompletions)
        .where(and(eq(pageCompletions.appId, member.appId), eq(pageCompletions.memberId, member.id), inArray(pageCompletions.pageId, items)));
    }
    await tx
      .delete(pageSubscriptions)
      .where(and(eq(pageSubscriptions.appId, member.appId), eq(pageSubscriptions.memberId, member.id), eq(pageSubscriptions.pageId, page.id)));
    // SPEC §4: unsubscribing clears the schedules of the sequence items (the schedule module does it).
    for (const hooks of ctx.services.extensions.following)
      await hooks.onPagesUnsubscribed?.(tx, { appId: member.appId, memberId: member.id, pageId: page.id, pageIds: [page.id, ...items] });
  });
  const { sequence, progress } = await sequenceOf(ctx, page, member);
  return { page_id: page.id, progress, sequence };
}

/** SPEC §7 `GET /pages/{id}/subscribers`: how many started it, the last five public profiles, the sequence. */
export async function pageSubscribers(ctx: AppContext, pageId: string) {
  const page = await publishedPage(ctx, pageId);
  const auth = await ctx.member();
  const scope = and(eq(pageSubscriptions.appId, ctx.app.id), eq(pageSubscriptions.pageId, page.id));
  const [[total], recent, { sequence, progress }] = await Promise.all([
    ctx.db.select({ n: count() }).from(pageSubscriptions).where(scope),
    ctx.db
      .select({ id: members.id, name: members.name, avatarUrls: members.avatarUrls, isAppMessagingProfile: members.isAppMessagingProfile })
      .from(pageSubscriptions)
      .innerJoin(members, eq(members.id, pageSubscriptions.memberId))
      .where(and(scope, eq(members.isProfilePublic, true)))
      .orderBy(desc(pageSubscriptions.createdAt))
      .limit(5),
    sequenceOf(ctx, page, auth?.member ?? null),
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
}

export async function toggleBookmark(ctx: AppContext, pageId: string): Promise<boolean> {
  const { member } = await ctx.requireMember();
  const page = await publishedPage(ctx, pageId);
  const scope = and(eq(bookmarks.appId, member.appId), eq(bookmarks.memberId, member.id), eq(bookmarks.pageId, page.id));
  const removed = await ctx.db.delete(bookmarks).where(scope).returning({ pageId: bookmarks.pageId });
  if (removed.length > 0) return false;
  await ctx.db.insert(bookmarks).values({ appId: member.appId, memberId: member.id, pageId: page.id }).onConflictDoNothing();
  return true;
}

/** SPEC §7 `GET /pages/tree`: the pages under a root with this member's completion, nested. */
export async function pageTree(ctx: AppContext, rootPageId: string): Promise<PageTreeItem[]> {
  const root = await publishedPage(ctx, rootPageId);
  const index = await accessIndexFor(ctx, root.rootId);
  if (!index) throw pageNotFound();
  const auth = await ctx.member();
  const done = await completedAmong(ctx.db, auth?.member ?? null, descendantsOf(index, root.id));
  const build = (id: string): PageTreeItem => ({
    page_id: id,
    is_completed: done.has(id),
    pages: (index.childrenOf.get(id) ?? []).map(build),
  });
  return (index.childrenOf.get(root.id) ?? []).map(build);
}

export async function publishedPath(ctx: AppContext, pageId: string): Promise<string> {
  return (await publishedPage(ctx, pageId)).path;
}
