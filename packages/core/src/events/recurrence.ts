import * as rruleModule from 'rrule';
import { fromWallTime, isValidTimeZone, toWallTime, type WallTime } from '../access/zoned-time';

/**
 * Occurrences of an event: once, or repeating by an RFC 5545 rule (the maintained `rrule` package
 * does the rule arithmetic). The rule is expanded on *wall-clock* time in the event's zone and each
 * wall time is then placed in that zone, so a 07:00 class stays 07:00 local across daylight-saving
 * changes (the instant moves by an hour, the clock does not). A wall time the clocks skip (02:30 on
 * a spring-forward night) moves on by the gap, as `fromWallTime` documents.
 */

// rrule ships CommonJS beside its ESM build: Node's loader gives the namespace as `default`.
type RRuleLib = typeof rruleModule;
const lib: RRuleLib =
  'RRule' in rruleModule && rruleModule.RRule
    ? rruleModule
    : (rruleModule as unknown as { default: RRuleLib }).default;

/** `YYYY-MM-DDTHH:mm`: a start as the event's own clock shows it. */
export const LOCAL_START_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const RULE_MAX_LENGTH = 500;
/** Classes repeat by the day at the most often: finer rules would flood the calendar. */
const ALLOWED_FREQUENCIES = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);

export type EventTiming = {
  /** `YYYY-MM-DDTHH:mm` in `timezone`. */
  startsAtLocal: string;
  timezone: string;
  durationMinutes: number;
  /** RFC 5545 RRULE value without DTSTART, e.g. `FREQ=WEEKLY;BYDAY=MO,WE`; null for a one-off. */
  rrule: string | null;
};

export type Occurrence = { startsAtMs: number; endsAtMs: number };

export function parseLocalStart(value: string): WallTime | null {
  if (!LOCAL_START_PATTERN.test(value)) return null;
  const [datePart = '', timePart = ''] = value.split('T');
  const [year, month, day] = datePart.split('-').map(Number) as [number, number, number];
  const [hour, minute] = timePart.split(':').map(Number) as [number, number];
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day ||
    probe.getUTCHours() !== hour ||
    probe.getUTCMinutes() !== minute
  ) {
    return null;
  }
  return { year, month, day, hour, minute, second: 0, millisecond: 0 };
}

/** Strips an optional `RRULE:` prefix and spaces; the stored form. */
export function normaliseRule(rule: string): string {
  return rule.trim().replace(/^RRULE:/i, '').toUpperCase();
}

/** Why a rule cannot be used, or null when it can (one RRULE line, by day or coarser, no DTSTART of its own). */
export function ruleProblem(rule: string): string | null {
  const value = normaliseRule(rule);
  if (value === '' || value.length > RULE_MAX_LENGTH) return 'rule_invalid';
  if (/[\r\n]/.test(value) || /DTSTART|TZID/.test(value)) return 'rule_invalid';
  try {
    const options = lib.RRule.parseString(value);
    if (options.freq === undefined) return 'rule_invalid';
    const name = lib.Frequency[options.freq];
    if (!ALLOWED_FREQUENCIES.has(String(name))) return 'rule_too_frequent';
    // Building it validates the parts rrule understands.
    new lib.RRule({ ...options, dtstart: new Date(Date.UTC(2026, 0, 1)) });
    return null;
  } catch {
    return 'rule_invalid';
  }
}

const floating = (wall: WallTime) =>
  new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
const wallOfFloating = (date: Date): WallTime => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
  hour: date.getUTCHours(),
  minute: date.getUTCMinutes(),
  second: 0,
  millisecond: 0,
});

const DAY_MS = 86_400_000;

/**
 * The occurrences that start in [fromMs, toMs), at most `limit`, in order. A one-off event has its
 * single start; a rule's own COUNT/UNTIL end it as RFC 5545 says (UNTIL is read on the wall clock).
 */
export function expandOccurrences(
  timing: EventTiming,
  fromMs: number,
  toMs: number,
  limit = 1000,
): Occurrence[] {
  const start = parseLocalStart(timing.startsAtLocal);
  if (!start || !isValidTimeZone(timing.timezone) || !(toMs > fromMs)) return [];
  const durationMs = timing.durationMinutes * 60_000;
  const place = (wall: WallTime): Occurrence => {
    const startsAtMs = fromWallTime(wall, timing.timezone);
    return { startsAtMs, endsAtMs: startsAtMs + durationMs };
  };
  const inWindow = (o: Occurrence) => o.startsAtMs >= fromMs && o.startsAtMs < toMs;
  if (timing.rrule === null) {
    const only = place(start);
    return inWindow(only) && limit > 0 ? [only] : [];
  }
  if (ruleProblem(timing.rrule) !== null) return [];
  const options = lib.RRule.parseString(normaliseRule(timing.rrule));
  const rule = new lib.RRule({ ...options, dtstart: floating(start) });
  // The window on the zone's clock, a day wider each side (no zone is more than 14 hours off UTC).
  const floatFrom = new Date(fromMs - DAY_MS);
  const floatTo = new Date(toMs + DAY_MS);
  const out: Occurrence[] = [];
  rule.between(floatFrom, floatTo, true, (date) => {
    const occurrence = place(wallOfFloating(date));
    if (inWindow(occurrence)) out.push(occurrence);
    return out.length < limit;
  });
  return out;
}

/** The wall-clock `YYYY-MM-DDTHH:mm` of an instant in a zone (what the studio edits). */
export function localStartOf(instantMs: number, timeZone: string): string {
  const w = toWallTime(instantMs, timeZone);
  const p = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${p(w.year, 4)}-${p(w.month)}-${p(w.day)}T${p(w.hour)}:${p(w.minute)}`;
}
