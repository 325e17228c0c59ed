import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programStageCompletions, programStages, programSubscriptions } from './schema';

type MemberRef = { appId: string; id: string };

/** The stages a page shows in the programs the member follows. */
async function stagesShowingPage(db: Db, member: MemberRef, pageId: string) {
  return db
    .select({ id: programStages.id, programId: programStages.programId })
    .from(programStages)
    .innerJoin(
      programSubscriptions,
      and(eq(programSubscriptions.programId, programStages.programId), eq(programSubscriptions.memberId, member.id), eq(programSubscriptions.appId, member.appId)),
    )
    .where(and(eq(programStages.appId, member.appId), eq(programStages.pageId, pageId)));
}

/**
 * Finishing what a page holds (a workout) completes the stages that show it in the member's
 * programs, as Done on each stage would.
 */
export async function completeStagesShowingPage(db: Db, member: MemberRef, pageId: string): Promise<void> {
  const stages = await stagesShowingPage(db, member, pageId);
  if (stages.length === 0) return;
  await db
    .insert(programStageCompletions)
    .values(stages.map((s) => ({ appId: member.appId, memberId: member.id, programId: s.programId, stageId: s.id })))
    .onConflictDoNothing();
}

/**
 * Reopening it undoes that as Undo on each stage does: the stages are not completed again, nor are
 * their programs.
 */
export async function uncompleteStagesShowingPage(db: Db, member: MemberRef, pageId: string): Promise<void> {
  const stages = await stagesShowingPage(db, member, pageId);
  if (stages.length === 0) return;
  await db.delete(programStageCompletions).where(
    and(
      eq(programStageCompletions.appId, member.appId),
      eq(programStageCompletions.memberId, member.id),
      inArray(
        programStageCompletions.stageId,
        stages.map((s) => s.id),
      ),
    ),
  );
  await db
    .update(programSubscriptions)
    .set({ completedAt: null })
    .where(
      and(
        eq(programSubscriptions.appId, member.appId),
        eq(programSubscriptions.memberId, member.id),
        inArray(programSubscriptions.programId, [...new Set(stages.map((s) => s.programId))]),
      ),
    );
}
