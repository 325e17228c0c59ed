import { stageDayOffsets } from '@tessera/core/programs/stages';
import { addDays, consecutiveDays, dayAt } from '@tessera/core/schedule/dates';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { FollowingHooks, FollowingMember } from '../../context/extensions';
import type { Db } from '../../db/client';
import { members } from '../members/schema';
import { programs } from '../programs/schema';
import { scheduledItems } from './schema';

/**
 * A program started with a start day lays its stages onto the member's days: each stage on its drip
 * day when it has one, otherwise the day after the stage before it (without drip: one stage per day
 * in order from the start day; core's stageDayOffsets). Each day is a scheduled
 * item of the stage's page with the program as its context, so moving one with shift_subsequent
 * moves the program's later days. Starting again with a start day lays the days afresh; completing
 * the program clears its days after today; unsubscribing from the program page (or any page)
 * clears the schedules of its sequence items (SPEC §4).
 */

const ofMember = (m: FollowingMember) => and(eq(scheduledItems.appId, m.appId), eq(scheduledItems.memberId, m.memberId));
const ofProgram = (programId: string) => and(eq(scheduledItems.contextType, 'program'), eq(scheduledItems.contextId, programId));

export const programDays: FollowingHooks = {
  async onProgramStarted(tx, args) {
    if (args.startDate === null) return;
    await tx.delete(scheduledItems).where(and(ofMember(args), ofProgram(args.programId)));
    const start = args.startDate;
    const days = args.stageDripDays
      ? stageDayOffsets(args.stagePageIds.map((_, i) => args.stageDripDays?.[i] ?? null)).map((offset) => addDays(start, offset))
      : consecutiveDays(start, args.stagePageIds.length);
    if (days.length === 0) return;
    await tx.insert(scheduledItems).values(
      args.stagePageIds.map((pageId, i) => ({
        appId: args.appId,
        memberId: args.memberId,
        itemType: 'page',
        itemId: pageId,
        date: days[i]!,
        contextType: 'program',
        contextId: args.programId,
      })),
    );
  },

  async onProgramCompleted(tx, args) {
    const today = await todayOf(tx, args, args.now);
    await tx.delete(scheduledItems).where(and(ofMember(args), ofProgram(args.programId), gt(scheduledItems.date, today)));
  },

  async onPagesUnsubscribed(tx, args) {
    const programsOfPage = await tx
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.appId, args.appId), eq(programs.pageId, args.pageId)));
    const programIds = programsOfPage.map((p) => p.id);
    await tx
      .delete(scheduledItems)
      .where(
        and(
          ofMember(args),
          or(
            args.pageIds.length > 0 ? and(eq(scheduledItems.itemType, 'page'), inArray(scheduledItems.itemId, [...args.pageIds])) : undefined,
            programIds.length > 0 ? and(eq(scheduledItems.contextType, 'program'), inArray(scheduledItems.contextId, programIds)) : undefined,
            programIds.length > 0 ? and(eq(scheduledItems.itemType, 'program'), inArray(scheduledItems.itemId, programIds)) : undefined,
          ),
        ),
      );
  },
};

async function todayOf(db: Db, member: FollowingMember, now: Date): Promise<string> {
  const [row] = await db.select({ timezone: members.timezone }).from(members).where(eq(members.id, member.memberId)).limit(1);
  return dayAt(now.getTime(), row?.timezone ?? 'UTC');
}
