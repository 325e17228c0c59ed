import { addDays, dayAt, dayBounds } from '../schedule/dates';

/**
 * SPEC §4 Program: the active stage is the first stage (in order) not completed, otherwise the
 * last stage; a program without stages has none.
 */
export function activeStageId(
  stageIds: readonly string[],
  completed: ReadonlySet<string> | readonly string[],
): string | null {
  const done = completed instanceof Set ? completed : new Set(completed as readonly string[]);
  return stageIds.find((id) => !done.has(id)) ?? stageIds.at(-1) ?? null;
}

/** The completed stages in the program's order, ignoring ids that are no longer stages of it. */
export function completedInOrder(
  stageIds: readonly string[],
  completed: Iterable<string>,
): string[] {
  const done = new Set(completed);
  return stageIds.filter((id) => done.has(id));
}

/**
 * Drip per stage: the day (counted from the member's start day, 0 = the start day) each stage opens
 * and is laid on the schedule. A stage with drip days opens that many days after the start; one
 * without follows the stage before it by one day (the first: the start day), so a program without
 * drip is one stage per day in order, as before.
 */
export function stageDayOffsets(dripDays: readonly (number | null)[]): number[] {
  const offsets: number[] = [];
  for (const [i, drip] of dripDays.entries()) offsets.push(drip ?? (i === 0 ? 0 : offsets[i - 1]! + 1));
  return offsets;
}

/**
 * When a dripped stage opens for a member: the start, in their zone, of the day `dripDays` after
 * their start day (the day they chose, else the day they subscribed, in their zone). Null when it is
 * open: no drip (null or 0), or that instant has come. The server refuses completing a stage before
 * it and the member app says "Opens on" with it.
 */
export function stageOpensAt(
  dripDays: number | null,
  start: { startDate: string | null; subscribedAt: string },
  timeZone: string,
  nowMs: number,
): string | null {
  if (dripDays === null || dripDays === 0) return null;
  const startDay = start.startDate ?? dayAt(Date.parse(start.subscribedAt), timeZone);
  const opensAt = dayBounds(addDays(startDay, dripDays), timeZone).starts_at;
  return nowMs >= Date.parse(opensAt) ? null : opensAt;
}
