import type {
  ProgramChange,
  ProgramInput,
  StageInput,
  StudioProgram,
} from '@tessera/core/api/studio-programs';
import { appError } from '@tessera/core/error-catalogue';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { OwnedAppContext } from '../apps/owned-app';
import type { Db } from '../../db/client';
import { pages } from '../pages/schema';
import { findProgram, programsOf } from './program-view';
import { programStages, programSubscriptions, programs, type ProgramRow } from './schema';

/**
 * The studio's programs: live on save. Every page named (the program's and each stage's) must be
 * a page of this app (404 otherwise, nothing saved); one program per page (409). Stages are saved
 * as the new ordered list: a stage sent with its id keeps its members' completions, one left out
 * is removed with them.
 */

export async function requirePages(db: Db, appId: string, pageIds: string[]) {
  const wanted = [...new Set(pageIds)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.appId, appId), inArray(pages.id, wanted)));
  if (found.length !== wanted.length) throw appError('page_not_found');
}

async function requireFreePage(db: Db, appId: string, pageId: string, programId: string | null) {
  const [taken] = await db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.appId, appId), eq(programs.pageId, pageId)))
    .limit(1);
  if (taken && taken.id !== programId) throw appError('program_page_taken');
}

async function saveStages(tx: Db, appId: string, programId: string, stages: StageInput[]) {
  const existing = await tx
    .select({ id: programStages.id })
    .from(programStages)
    .where(and(eq(programStages.appId, appId), eq(programStages.programId, programId)));
  const ownIds = new Set(existing.map((s) => s.id));
  const kept = stages.flatMap((s) => (s.id ? [s.id] : []));
  if (kept.some((id) => !ownIds.has(id)) || new Set(kept).size !== kept.length)
    throw appError('stage_not_found');
  await tx
    .delete(programStages)
    .where(
      and(
        eq(programStages.appId, appId),
        eq(programStages.programId, programId),
        kept.length > 0 ? notInArray(programStages.id, kept) : undefined,
      ),
    );
  for (const [position, stage] of stages.entries()) {
    if (stage.id) {
      await tx
        .update(programStages)
        .set({ position, title: stage.title, pageId: stage.page_id, dripDays: stage.drip_days ?? null })
        .where(and(eq(programStages.appId, appId), eq(programStages.id, stage.id)));
    } else {
      await tx
        .insert(programStages)
        .values({ appId, programId, position, title: stage.title, pageId: stage.page_id, dripDays: stage.drip_days ?? null });
    }
  }
}

async function studioViews(db: Db, appId: string, rows: ProgramRow[]): Promise<StudioProgram[]> {
  const ids = rows.map((r) => r.id);
  const [views, counts] = await Promise.all([
    programsOf(db, appId, rows),
    ids.length === 0
      ? []
      : db
          .select({ programId: programSubscriptions.programId, n: count() })
          .from(programSubscriptions)
          .where(
            and(
              eq(programSubscriptions.appId, appId),
              inArray(programSubscriptions.programId, ids),
            ),
          )
          .groupBy(programSubscriptions.programId),
  ]);
  const countOf = new Map(counts.map((c) => [c.programId, Number(c.n)]));
  return views.map((view) => ({ ...view, subscriber_count: countOf.get(view.id) ?? 0 }));
}

export async function listPrograms(ctx: OwnedAppContext): Promise<StudioProgram[]> {
  const rows = await ctx.db
    .select()
    .from(programs)
    .where(eq(programs.appId, ctx.app.id))
    .orderBy(asc(programs.createdAt), asc(programs.id));
  return studioViews(ctx.db, ctx.app.id, rows);
}

export async function studioProgram(
  ctx: OwnedAppContext,
  programId: string,
): Promise<StudioProgram> {
  const [view] = await studioViews(ctx.db, ctx.app.id, [
    await findProgram(ctx.db, ctx.app.id, programId),
  ]);
  return view!;
}

export async function createProgram(
  ctx: OwnedAppContext,
  input: ProgramInput,
): Promise<StudioProgram> {
  const appId = ctx.app.id;
  const id = await ctx.db.transaction(async (tx) => {
    await requirePages(tx, appId, [input.page_id, ...input.stages.map((s) => s.page_id)]);
    await requireFreePage(tx, appId, input.page_id, null);
    const [row] = await tx
      .insert(programs)
      .values({ appId, title: input.title, pageId: input.page_id })
      .returning({ id: programs.id });
    await saveStages(
      tx,
      appId,
      row!.id,
      input.stages.map(({ title, page_id, drip_days }) => ({ title, page_id, drip_days })),
    );
    return row!.id;
  });
  return studioProgram(ctx, id);
}

export async function updateProgram(
  ctx: OwnedAppContext,
  programId: string,
  change: ProgramChange,
): Promise<StudioProgram> {
  const appId = ctx.app.id;
  await ctx.db.transaction(async (tx) => {
    const program = await findProgram(tx, appId, programId);
    await requirePages(tx, appId, [
      ...(change.page_id ? [change.page_id] : []),
      ...(change.stages ?? []).map((s) => s.page_id),
    ]);
    if (change.page_id) await requireFreePage(tx, appId, change.page_id, program.id);
    await tx
      .update(programs)
      .set({
        ...(change.title === undefined ? {} : { title: change.title }),
        ...(change.page_id ? { pageId: change.page_id } : {}),
        updatedAt: ctx.now(),
      })
      .where(and(eq(programs.appId, appId), eq(programs.id, program.id)));
    if (change.stages) await saveStages(tx, appId, program.id, change.stages);
  });
  return studioProgram(ctx, programId);
}

export async function deleteProgram(ctx: OwnedAppContext, programId: string): Promise<string> {
  const program = await findProgram(ctx.db, ctx.app.id, programId);
  await ctx.db
    .delete(programs)
    .where(and(eq(programs.appId, ctx.app.id), eq(programs.id, program.id)));
  return program.id;
}
