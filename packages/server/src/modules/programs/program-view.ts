import type { Program, ProgramSubscription } from '@tessera/core/entities/program';
import { appError } from '@tessera/core/error-catalogue';
import { activeStageId, completedInOrder, stageOpensAt } from '@tessera/core/programs/stages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../pages/schema';
import {
  programStageCompletions,
  programStages,
  programs,
  type ProgramRow,
  type ProgramSubscriptionRow,
} from './schema';

/** A program of this app; another app's program is as unknown as a missing one (404). */
export async function findProgram(db: Db, appId: string, programId: string): Promise<ProgramRow> {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.appId, appId), eq(programs.id, programId)))
    .limit(1);
  if (!row) throw appError('program_not_found');
  return row;
}

type StageView = Program['stages'][number];

/** Every stage of the given programs, in order, with its page's path. */
export async function stagesByProgram(
  db: Db,
  appId: string,
  programIds: string[],
): Promise<Map<string, StageView[]>> {
  const out = new Map<string, StageView[]>(programIds.map((id) => [id, []]));
  if (programIds.length === 0) return out;
  const rows = await db
    .select({
      id: programStages.id,
      programId: programStages.programId,
      title: programStages.title,
      pageId: programStages.pageId,
      position: programStages.position,
      dripDays: programStages.dripDays,
      path: pages.path,
    })
    .from(programStages)
    .leftJoin(pages, and(eq(pages.id, programStages.pageId), eq(pages.appId, appId)))
    .where(and(eq(programStages.appId, appId), inArray(programStages.programId, programIds)))
    .orderBy(asc(programStages.programId), asc(programStages.position));
  for (const row of rows)
    out
      .get(row.programId)
      ?.push({
        id: row.id,
        title: row.title,
        page_id: row.pageId,
        path: row.path ?? null,
        position: row.position,
        drip_days: row.dripDays,
      });
  return out;
}

/** Programs as members and the studio see them, with their page paths and their stages. */
export async function programsOf(db: Db, appId: string, rows: ProgramRow[]): Promise<Program[]> {
  const pageIds = rows.map((r) => r.pageId);
  const [stages, paths] = await Promise.all([
    stagesByProgram(
      db,
      appId,
      rows.map((r) => r.id),
    ),
    pageIds.length === 0
      ? []
      : db
          .select({ id: pages.id, path: pages.path })
          .from(pages)
          .where(and(eq(pages.appId, appId), inArray(pages.id, pageIds))),
  ]);
  const pathOf = new Map(paths.map((p) => [p.id, p.path]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    page_id: row.pageId,
    path: pathOf.get(row.pageId) ?? null,
    stages: stages.get(row.id) ?? [],
  }));
}

/** The completed stage ids of a member, per program (only programs given). */
export async function completionsByProgram(
  db: Db,
  member: { appId: string; id: string },
  programIds: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(programIds.map((id) => [id, []]));
  if (programIds.length === 0) return out;
  const rows = await db
    .select({
      programId: programStageCompletions.programId,
      stageId: programStageCompletions.stageId,
    })
    .from(programStageCompletions)
    .where(
      and(
        eq(programStageCompletions.appId, member.appId),
        eq(programStageCompletions.memberId, member.id),
        inArray(programStageCompletions.programId, programIds),
      ),
    );
  for (const row of rows) out.get(row.programId)?.push(row.stageId);
  return out;
}

/**
 * SPEC §4: one subscription with its completed stages in the program's order, the active stage, and
 * when each dripped stage opens for this member (in their zone; null once open).
 */
export function subscriptionOf(
  row: ProgramSubscriptionRow,
  stages: { id: string; dripDays: number | null }[],
  completed: string[],
  clock: { timeZone: string; now: Date },
): ProgramSubscription {
  const stageIds = stages.map((s) => s.id);
  const done = completedInOrder(stageIds, completed);
  const subscribedAt = row.subscribedAt.toISOString();
  const start = { startDate: row.startDate, subscribedAt };
  return {
    program_id: row.programId,
    start_date: row.startDate,
    subscribed_at: subscribedAt,
    completed_at: row.completedAt?.toISOString() ?? null,
    completed_stage_ids: done,
    active_stage_id: activeStageId(stageIds, done),
    stage_opens_at: Object.fromEntries(
      stages.map((s) => [s.id, stageOpensAt(s.dripDays, start, clock.timeZone, clock.now.getTime())]),
    ),
  };
}
