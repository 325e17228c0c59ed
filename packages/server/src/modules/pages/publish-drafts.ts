import { appError } from '@tessera/core/error-catalogue';
import { pageDraftSchema, type PageDraft, type PublishProblem } from '@tessera/core/api/studio-pages';
import { validateBlockDocument } from '@tessera/core/blocks/validate-document';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps } from '../apps/schema';
import { pages } from './schema';
import { rebuildPublishCache } from './publisher';
import { liveColumnsFromDraftSql, liveDraftOf } from './page-draft';

const pathOf = (issuePath: readonly PropertyKey[]) => issuePath.map(String).join('.');

/** Why one page's draft cannot go live: page fields first, then each block in order. */
export function draftProblems(page: { id: string; title: string }, draft: unknown): PublishProblem[] {
  const base = { page_id: page.id, page_title: page.title };
  const parsed = pageDraftSchema.safeParse(draft);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({ ...base, block_id: null, block_type: null, field: pathOf(issue.path), message: issue.message }));
  }
  return validateBlockDocument(parsed.data.blocks.blocks).map((problem) => ({ ...base, page_title: parsed.data.title, ...problem }));
}

/**
 * Publishes every draft of an app in one transaction: each draft is validated (page fields and
 * every block against its schema); any problem refuses the whole publish with 422 invalid_blocks
 * and changes nothing. Otherwise the drafts become the live columns (one statement for all pages),
 * every page becomes visible, and the publish cache is rebuilt from the live columns.
 */
export async function publishDrafts(db: Db, appId: string): Promise<{ publishedAt: Date; pageCount: number }> {
  return db.transaction(async (tx) => {
    // Serialises concurrent publishes of one app (the row lock is held until commit).
    await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, appId)).for('update');
    // Drafts, and pages members have never seen (a new page or a copy holds its content in its
    // live columns until its first publish): everything that is about to become visible.
    const changing = await tx
      .select()
      .from(pages)
      .where(and(eq(pages.appId, appId), or(isNotNull(pages.draft), eq(pages.isPublished, false))));
    const problems = changing.flatMap((page) => draftProblems(page, page.draft ?? liveDraftOf(page)));
    const drafts = changing.flatMap((page) => (page.draft ? [{ id: page.id, title: page.title, draft: page.draft }] : []));
    problems.push(...(await pathProblems(tx, appId, drafts)));
    if (problems.length > 0) {
      throw appError('invalid_blocks', {
        message: problems.length === 1 ? 'One problem stops publishing' : `${problems.length} problems stop publishing`,
        details: { problems },
      });
    }
    if (drafts.length > 0) {
      await tx
        .update(pages)
        .set({ ...liveColumnsFromDraftSql, draft: null, isPublished: true, updatedAt: sql`now()` })
        .where(and(eq(pages.appId, appId), isNotNull(pages.draft)));
    }
    await tx
      .update(pages)
      .set({ isPublished: true, updatedAt: sql`now()` })
      .where(and(eq(pages.appId, appId), eq(pages.isPublished, false)));
    const { pageCount } = await rebuildPublishCache(tx, appId);
    const [app] = await tx.update(apps).set({ publishedAt: sql`now()` }).where(eq(apps.id, appId)).returning({ publishedAt: apps.publishedAt });
    return { publishedAt: app!.publishedAt!, pageCount };
  });
}

/**
 * Draft saves refuse a path another page uses, but two saves racing could still both claim one:
 * the paths after publishing must be unique, or the live rows could not take them.
 */
async function pathProblems(db: Db, appId: string, drafts: { id: string; title: string; draft: PageDraft }[]): Promise<PublishProblem[]> {
  if (drafts.length === 0) return [];
  const live = await db.select({ id: pages.id, path: pages.path }).from(pages).where(eq(pages.appId, appId));
  const finalPath = new Map(live.map((page) => [page.id, page.path]));
  for (const page of drafts) if (typeof page.draft.path === 'string') finalPath.set(page.id, page.draft.path);
  const owners = new Map<string, string[]>();
  for (const [id, path] of finalPath) owners.set(path, [...(owners.get(path) ?? []), id]);
  return drafts
    .filter((page) => (owners.get(finalPath.get(page.id)!)?.length ?? 0) > 1)
    .map((page) => ({
      page_id: page.id,
      page_title: page.draft.title,
      block_id: null,
      block_type: null,
      field: 'path',
      message: 'This path is used by another page',
    }));
}
