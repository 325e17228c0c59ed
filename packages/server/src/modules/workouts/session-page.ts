import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { MemberRow } from '../members/schema';
import { decidePageAccess } from '../pages/page-access';
import { pages } from '../pages/schema';
import { completePage, uncompletePage } from '../progress/page-progress';
import { completeStagesShowingPage, uncompleteStagesShowingPage } from '../programs/page-stages';
import { workoutSessions, type WorkoutSessionRow } from './schema';

async function publishedRoot(ctx: AppContext, member: MemberRow, pageId: string): Promise<string | null> {
  const [page] = await ctx.db
    .select({ rootId: pages.rootId })
    .from(pages)
    .where(and(eq(pages.appId, member.appId), eq(pages.id, pageId), eq(pages.isPublished, true)))
    .limit(1);
  return page?.rootId ?? null;
}

/** Finishing a session completes its page, and the stages of the member's programs that show it. */
export async function completeSessionPage(ctx: AppContext, member: MemberRow, pageId: string): Promise<void> {
  const rootId = await publishedRoot(ctx, member, pageId);
  if (!rootId) return;
  const decision = await decidePageAccess(ctx, { pageId, rootId });
  if (!decision?.result.granted) return;
  await completePage(ctx, pageId);
  await completeStagesShowingPage(ctx.db, member, pageId);
}

/**
 * Reopening a finished session undoes what finishing did, as the page's own Undo and a stage's Undo
 * do: the page and the stages that show it are not completed again. Another finished session of the
 * same page still counts, so then nothing changes.
 */
export async function reopenSessionPage(ctx: AppContext, member: MemberRow, session: WorkoutSessionRow): Promise<void> {
  const pageId = session.pageId;
  if (!pageId || !(await publishedRoot(ctx, member, pageId))) return;
  const [stillFinished] = await ctx.db
    .select({ id: workoutSessions.id })
    .from(workoutSessions)
    .where(
      and(
        eq(workoutSessions.appId, member.appId),
        eq(workoutSessions.memberId, member.id),
        eq(workoutSessions.pageId, pageId),
        isNotNull(workoutSessions.completedAt),
        ne(workoutSessions.id, session.id),
      ),
    )
    .limit(1);
  if (stillFinished) return;
  await uncompletePage(ctx, pageId);
  await uncompleteStagesShowingPage(ctx.db, member, pageId);
}
