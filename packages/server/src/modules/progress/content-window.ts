import { fieldError } from '@tessera/core/error-catalogue';

/**
 * `duration` and `timezone` of a listing with `schedule_type`: how far ahead (upcoming) or back
 * (past) to look, e.g. `7d`, `12h`, `2w`. Day and week windows snap to midnight in the member's
 * timezone, so "the next 7 days" means today plus six whole days where the member lives.
 */
const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

export function parseDuration(text: string): { amount: number; unit: keyof typeof UNIT_MS } {
  const match = /^(\d{1,4})([hdw])$/.exec(text.trim());
  if (!match || Number(match[1]) === 0) throw fieldError('query.duration', 'invalid_duration');
  return { amount: Number(match[1]), unit: match[2] as keyof typeof UNIT_MS };
}

export function assertTimezone(timezone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return timezone;
  } catch {
    throw fieldError('query.timezone', 'unknown_timezone');
  }
}

/** Milliseconds that `timezone` is ahead of UTC at `at`. */
function offsetMs(at: Date, timezone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The UTC instant of the last midnight in `timezone` at or before `at`. */
export function startOfDay(at: Date, timezone: string): Date {
  const offset = offsetMs(at, timezone);
  const local = new Date(at.getTime() + offset);
  const localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // Re-read the offset at midnight itself, in case a DST change happened since.
  return new Date(localMidnight - offsetMs(new Date(localMidnight - offset), timezone));
}

/** The [from, to) window of schedule starts a listing keeps. */
export function scheduleWindow(args: { scheduleType: 'upcoming' | 'past'; duration: string; timezone: string | undefined; now: Date }): { from: Date; to: Date } {
  const { amount, unit } = parseDuration(args.duration);
  const timezone = assertTimezone(args.timezone ?? 'UTC');
  const span = amount * UNIT_MS[unit];
  if (args.scheduleType === 'upcoming') {
    if (unit === 'h') return { from: args.now, to: new Date(args.now.getTime() + span) };
    // Today counts as the first day: the window ends at midnight after the last day.
    const end = startOfDay(new Date(startOfDay(args.now, timezone).getTime() + span + 3_600_000 * 3), timezone);
    return { from: args.now, to: end };
  }
  if (unit === 'h') return { from: new Date(args.now.getTime() - span), to: args.now };
  // Today counts as the last day, as it counts as the first one looking ahead.
  const start = startOfDay(new Date(startOfDay(args.now, timezone).getTime() - span + UNIT_MS.d + 3_600_000 * 3), timezone);
  return { from: start, to: args.now };
}
