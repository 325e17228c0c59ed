import type { AccessNode, AccessOutcome } from '../entities/page';
import type { Viewer } from './viewer';
import { addCalendar, isValidInstant, resolveTimeZone } from './zoned-time';

export type DripState = {
  isLocked: boolean;
  /** When the page opens, as a UTC ISO string; null when unknown (not started, not signed in). */
  availableAfter: string | null;
  /** Why it is locked; null when open. */
  outcome: Extract<
    AccessOutcome,
    'IS_SCHEDULED' | 'START_REQUIRED' | 'AUTHENTICATION_REQUIRED'
  > | null;
};

type DripNode = Pick<
  AccessNode,
  | 'is_scheduled'
  | 'unlocks_at'
  | 'unlock_duration_seconds'
  | 'schedule_period'
  | 'schedule_interval'
>;

function open(): DripState {
  return { isLocked: false, availableAfter: null, outcome: null };
}
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

function lockedUntil(unlockMs: number, nowMs: number): DripState {
  // A time that cannot be represented never comes: the page stays locked with no date to show.
  if (!isValidInstant(unlockMs))
    return { isLocked: true, availableAfter: null, outcome: 'IS_SCHEDULED' };
  // "Locked until that time": the page opens at the unlock instant itself, not a moment later.
  if (nowMs >= unlockMs) return open();
  return {
    isLocked: true,
    availableAfter: new Date(unlockMs).toISOString(),
    outcome: 'IS_SCHEDULED',
  };
}

/**
 * When a started schedule opens (SPEC §6 rule 4). unlock_duration_seconds wins when set and counts
 * elapsed seconds. Otherwise schedule_period × schedule_interval: minutes and hours are elapsed time,
 * days, weeks and months are calendar steps in the member's time zone at the same wall-clock time.
 * A schedule with neither (or a period without its unit) opens as soon as the root is started.
 */
export function scheduledUnlockMs({
  node,
  startedAtMs,
  timezone,
}: {
  node: Pick<DripNode, 'unlock_duration_seconds' | 'schedule_period' | 'schedule_interval'>;
  startedAtMs: number;
  timezone: string;
}): number {
  if (node.unlock_duration_seconds !== null)
    return startedAtMs + node.unlock_duration_seconds * SECOND_MS;
  const period = node.schedule_period;
  switch (node.schedule_interval) {
    case null:
      return startedAtMs;
    case 'minutes':
      return startedAtMs + (period ?? 0) * MINUTE_MS;
    case 'hours':
      return startedAtMs + (period ?? 0) * HOUR_MS;
    case 'days':
    case 'weeks':
    case 'months':
      return period === null
        ? startedAtMs
        : addCalendar(startedAtMs, period, node.schedule_interval, resolveTimeZone(timezone));
  }
}

/**
 * SPEC §6 rules 3 and 4 for one (effective) node.
 *
 * - Rule 3, unlocks_at set: locked for everyone until that instant, available_after = unlocks_at.
 * - Rule 4, no unlocks_at: needs a signed-in viewer with a member id (else AUTHENTICATION_REQUIRED,
 *   since signing in is the next step), and a started progress root (else START_REQUIRED with no
 *   date: the clock has not begun). Then locked until the computed unlock time.
 * - Admins are not exempt: SPEC lets them bypass purchase checks only.
 */
export function evaluateDrip({
  node,
  viewer,
  progressRootId,
  now,
}: {
  node: DripNode;
  viewer: Viewer;
  progressRootId: string | null;
  now: Date;
}): DripState {
  if (!node.is_scheduled) return open();
  const nowMs = now.getTime();
  if (node.unlocks_at !== null) return lockedUntil(Date.parse(node.unlocks_at), nowMs);
  if (!viewer.isSignedIn || viewer.memberId === null) {
    return { isLocked: true, availableAfter: null, outcome: 'AUTHENTICATION_REQUIRED' };
  }
  const startedAt =
    progressRootId === null ? undefined : viewer.progressRoots[progressRootId]?.started_at;
  const startedAtMs = startedAt === undefined ? Number.NaN : Date.parse(startedAt);
  if (!isValidInstant(startedAtMs))
    return { isLocked: true, availableAfter: null, outcome: 'START_REQUIRED' };
  return lockedUntil(scheduledUnlockMs({ node, startedAtMs, timezone: viewer.timezone }), nowMs);
}
