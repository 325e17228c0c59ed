import type { ContractBody, ContractResponse } from '@tessera/core/contract';
import type * as api from '@tessera/core/api/programs';
import type { PageAccessResult } from '@tessera/core/entities/page';
import type { Program, ProgramSubscription } from '@tessera/core/entities/program';
import { appError } from '@tessera/core/error-catalogue';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import type { Db } from '../../db/client';
import { decidePageAccess } from '../pages/page-access';
import { pages } from '../pages/schema';
import { pageSubscriptions } from '../progress/schema';
import {
  completionsByProgram,
  findProgram,
  programsOf,
  stagesByProgram,
  subscriptionOf,
} from './program-view';
import {
  programStageCompletions,
  programStages,
  programSubscriptions,
  programs,
  type ProgramRow,
} from './schema';

/**
 * SPEC §7 Programs for members. A program is open to whoever its program page is open to (the
 * access engine, SPEC §6); every change checks that first and refuses with the engine's reason,
 * changing nothing. Changes of one call happen in one transaction.
 */

type MemberRef = { appId: string; id: string };
/** A member as their subscriptions are shown: drip opens days in their zone. */
type Follower = MemberRef & { timezone: string };

const subscriptionRow = (member: MemberRef, programId: string) =>
  and(
    eq(programSubscriptions.appId, member.appId),
    eq(programSubscriptions.memberId, member.id),
    eq(programSubscriptions.programId, programId),
  );

/** The access engine's answer for a program's page; an unpublished page makes the program unknown. */
export async function programAccess(ctx: AppContext, programId: string): Promise<PageAccessResult> {
  return (await openProgram(ctx, programId)).access;
}

async function openProgram(
  ctx: AppContext,
  programId: string,
): Promise<{ program: ProgramRow; access: PageAccessResult }> {
  const program = await findProgram(ctx.db, ctx.app.id, programId);
  const [page] = await ctx.db
    .select({ id: pages.id, rootId: pages.rootId })
    .from(pages)
    .where(
      and(eq(pages.appId, ctx.app.id), eq(pages.id, program.pageId), eq(pages.isPublished, true)),
    )
    .limit(1);
  const decision = page
    ? await decidePageAccess(ctx, { pageId: page.id, rootId: page.rootId })
    : null;
  if (!decision) throw appError('program_not_found');
  return { program, access: decision.result };
}

/** A program the signed-in member may follow: 404 unknown, 403 program_locked with the reason, then 401 for a guest. */
async function requireFollowable(
  ctx: AppContext,
  programId: string,
): Promise<{ program: ProgramRow; member: Follower }> {
  const { program, access } = await openProgram(ctx, programId);
  if (!access.granted) throw appError('program_locked', { details: access });
  const { member } = await ctx.requireMember();
  return { program, member: { appId: member.appId, id: member.id, timezone: member.timezone } };
}

async function stagesOf(db: Db, appId: string, programId: string): Promise<{ id: string; dripDays: number | null }[]> {
  return db
    .select({ id: programStages.id, dripDays: programStages.dripDays })
    .from(programStages)
    .where(and(eq(programStages.appId, appId), eq(programStages.programId, programId)))
    .orderBy(asc(programStages.position));
}

/** The member's subscription as it now is (inside the caller's transaction); null when not subscribed. */
async function currentSubscription(
  db: Db,
  member: Follower,
  programId: string,
  now: Date,
): Promise<ProgramSubscription | null> {
  const [row] = await db
    .select()
    .from(programSubscriptions)
    .where(subscriptionRow(member, programId))
    .limit(1);
  if (!row) return null;
  const [stages, completions] = await Promise.all([
    stagesOf(db, member.appId, programId),
    completionsByProgram(db, member, [programId]),
  ]);
  return subscriptionOf(row, stages, completions.get(programId) ?? [], { timeZone: member.timezone, now });
}

async function requireSubscription(
  db: Db,
  member: Follower,
  programId: string,
  now: Date,
): Promise<ProgramSubscription> {
  const subscription = await currentSubscription(db, member, programId, now);
  if (!subscription) throw appError('program_not_found');
  return subscription;
}

/** `GET /programs`: the programs whose page is published, optionally only the one a page shows. */
export async function listPrograms(
  ctx: AppContext,
  query: { page_id?: string },
): Promise<Program[]> {
  const rows = await ctx.db
    .select({ program: programs })
    .from(programs)
    .innerJoin(
      pages,
      and(
        eq(pages.id, programs.pageId),
        eq(pages.appId, programs.appId),
        eq(pages.isPublished, true),
      ),
    )
    .where(
      and(
        eq(programs.appId, ctx.app.id),
        query.page_id ? eq(programs.pageId, query.page_id) : undefined,
      ),
    )
    .orderBy(asc(programs.createdAt), asc(programs.id));
  return programsOf(
    ctx.db,
    ctx.app.id,
    rows.map((r) => r.program),
  );
}

/** Every subscription of a member: full views, and SPEC §3's map of completed stage ids per program. */
export async function subscriptionsOf(
  db: Db,
  member: Follower,
  now: Date,
): Promise<ContractResponse<typeof api.programSubscriptionsContract>> {
  const rows = await db
    .select()
    .from(programSubscriptions)
    .where(
      and(
        eq(programSubscriptions.appId, member.appId),
        eq(programSubscriptions.memberId, member.id),
      ),
    )
    .orderBy(asc(programSubscriptions.subscribedAt), asc(programSubscriptions.programId));
  const ids = rows.map((r) => r.programId);
  const [stages, completions] = await Promise.all([
    stagesByProgram(db, member.appId, ids),
    completionsByProgram(db, member, ids),
  ]);
  const subscriptions = rows.map((row) =>
    subscriptionOf(
      row,
      (stages.get(row.programId) ?? []).map((s) => ({ id: s.id, dripDays: s.drip_days })),
      completions.get(row.programId) ?? [],
      { timeZone: member.timezone, now },
    ),
  );
  return {
    program_subscriptions: Object.fromEntries(
      subscriptions.map((s) => [s.program_id, s.completed_stage_ids]),
    ),
    subscriptions,
  };
}

export async function mySubscriptions(ctx: AppContext) {
  const { member } = await ctx.requireMember();
  return subscriptionsOf(ctx.db, member, ctx.now());
}

/** `POST /programs/{id}/subscribe`: subscribing again keeps the completions; a start date given replaces the kept one. Starts the program page as well. */
export async function subscribe(
  ctx: AppContext,
  programId: string,
  body: ContractBody<typeof api.subscribeProgramContract>,
): Promise<ProgramSubscription> {
  const { program, member } = await requireFollowable(ctx, programId);
  const startDate = body?.start_date;
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(programSubscriptions)
      .values({
        appId: member.appId,
        memberId: member.id,
        programId: program.id,
        startDate: startDate ?? null,
      })
      .onConflictDoUpdate({
        target: [programSubscriptions.memberId, programSubscriptions.programId],
        set:
          startDate === undefined
            ? { startDate: sql`${programSubscriptions.startDate}` }
            : { startDate },
      });
    // The program page is started too (SPEC §6 rule 4: drip of its stages counts from here); a page started before keeps its start.
    await tx
      .insert(pageSubscriptions)
      .values({
        appId: member.appId,
        memberId: member.id,
        pageId: program.pageId,
        startedAt: ctx.now(),
      })
      .onConflictDoNothing();
    // Other modules follow along: the schedule lays the stages onto the member's days from the start day.
    const stages = await stagePagesOf(tx, member.appId, program.id);
    for (const hooks of ctx.services.extensions.following)
      await hooks.onProgramStarted?.(tx, {
        appId: member.appId,
        memberId: member.id,
        programId: program.id,
        startDate: startDate ?? null,
        stagePageIds: stages.map((s) => s.pageId),
        stageDripDays: stages.map((s) => s.dripDays),
      });
    return requireSubscription(tx, member, program.id, ctx.now());
  });
}

async function stagePagesOf(db: Db, appId: string, programId: string): Promise<{ pageId: string; dripDays: number | null }[]> {
  return db
    .select({ pageId: programStages.pageId, dripDays: programStages.dripDays })
    .from(programStages)
    .where(and(eq(programStages.appId, appId), eq(programStages.programId, programId)))
    .orderBy(asc(programStages.position));
}

async function requireStage(db: Db, appId: string, programId: string, stageId: string) {
  const [stage] = await db
    .select({ id: programStages.id })
    .from(programStages)
    .where(
      and(
        eq(programStages.appId, appId),
        eq(programStages.programId, programId),
        eq(programStages.id, stageId),
      ),
    )
    .limit(1);
  if (!stage) throw appError('stage_not_found');
  return stage;
}

/**
 * Drip per stage: a stage with drip days opens that many days after the member's start day (their
 * chosen start day, else the day they subscribed, in their zone: the subscription's
 * `stage_opens_at`); completing it earlier is refused as the access engine refuses a drip page
 * (page_locked, reason is_scheduled, available_after).
 */
function requireStageOpen(subscription: ProgramSubscription, stageId: string): void {
  const opensAt = subscription.stage_opens_at[stageId] ?? null;
  if (opensAt === null) return;
  throw appError('page_locked', { details: { granted: false, reason: 'is_scheduled', data: { available_after: opensAt } } });
}

/** `POST /programs/{id}/stages/{stageId}/complete` (needs a subscription: 'Program Not Found' otherwise). */
export async function completeStage(
  ctx: AppContext,
  programId: string,
  stageId: string,
): Promise<ProgramSubscription> {
  const { program, member } = await requireFollowable(ctx, programId);
  return ctx.db.transaction(async (tx) => {
    const subscription = await requireSubscription(tx, member, program.id, ctx.now());
    const stage = await requireStage(tx, member.appId, program.id, stageId);
    requireStageOpen(subscription, stage.id);
    await tx
      .insert(programStageCompletions)
      .values({ appId: member.appId, memberId: member.id, programId: program.id, stageId })
      .onConflictDoNothing();
    return requireSubscription(tx, member, program.id, ctx.now());
  });
}

/** `DELETE /programs/{id}/stages/{stageId}`: the stage is not completed again, nor is the program. */
export async function uncompleteStage(
  ctx: AppContext,
  programId: string,
  stageId: string,
): Promise<ProgramSubscription> {
  const { program, member } = await requireFollowable(ctx, programId);
  return ctx.db.transaction(async (tx) => {
    await requireSubscription(tx, member, program.id, ctx.now());
    await requireStage(tx, member.appId, program.id, stageId);
    await tx
      .delete(programStageCompletions)
      .where(
        and(
          eq(programStageCompletions.appId, member.appId),
          eq(programStageCompletions.memberId, member.id),
          eq(programStageCompletions.stageId, stageId),
        ),
      );
    await tx
      .update(programSubscriptions)
      .set({ completedAt: null })
      .where(subscriptionRow(member, program.id));
    return requireSubscription(tx, member, program.id, ctx.now());
  });
}

/** `POST /programs/{id}/complete`: every stage completed and the program marked completed. */
export async function completeProgram(
  ctx: AppContext,
  programId: string,
): Promise<ProgramSubscription> {
  const { program, member } = await requireFollowable(ctx, programId);
  return ctx.db.transaction(async (tx) => {
    await requireSubscription(tx, member, program.id, ctx.now());
    const stageIds = (await stagesOf(tx, member.appId, program.id)).map((s) => s.id);
    if (stageIds.length > 0) {
      await tx
        .insert(programStageCompletions)
        .values(
          stageIds.map((stageId) => ({
            appId: member.appId,
            memberId: member.id,
            programId: program.id,
            stageId,
          })),
        )
        .onConflictDoNothing();
    }
    await tx
      .update(programSubscriptions)
      .set({ completedAt: ctx.now() })
      .where(subscriptionRow(member, program.id));
    for (const hooks of ctx.services.extensions.following)
      await hooks.onProgramCompleted?.(tx, {
        appId: member.appId,
        memberId: member.id,
        programId: program.id,
        now: ctx.now(),
      });
    return requireSubscription(tx, member, program.id, ctx.now());
  });
}
