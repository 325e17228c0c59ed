import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Parsed } from '../../../ui/controls/DraftTextField';
import { translateFieldMessage } from '../../../app/describe-error';

/** The first problem of a failed parse, in the studio's language, by its catalogue code. */
export function messageOf(error: z.ZodError, t: TFunction): string {
  const issue = error.issues[0];
  return issue ? translateFieldMessage(issue.message, t) : t('errors.generic');
}

/** Checks a value with a core schema and answers what to store or what to say. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, t: TFunction): Parsed<T> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: messageOf(result.error, t) };
}

/** Optional texts are stored as null when empty, so "no description" is one value, not two. */
export const emptyToNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** A comparable instant, for "ends after it starts". */
export const instantOf = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

/** Units the owner picks for an unlock delay, largest first; stored as seconds. */
export const durationUnits = [
  ['weeks', 7 * 24 * 3600],
  ['days', 24 * 3600],
  ['hours', 3600],
  ['minutes', 60],
] as const;
export type DurationUnit = (typeof durationUnits)[number][0];

/** Seconds shown in the largest unit that divides them: 172800 → 2 days. */
export function splitDuration(seconds: number | null): { amount: number | null; unit: DurationUnit } {
  if (seconds === null) return { amount: null, unit: 'days' };
  const [unit, size] = durationUnits.find(([, unitSeconds]) => seconds % unitSeconds === 0) ?? durationUnits[3];
  return { amount: seconds / size, unit };
}

export const secondsOf = (amount: number, unit: DurationUnit) => amount * durationUnits.find(([name]) => name === unit)![1];

/** Attribute slugs: lower case words joined by dots, dashes or underscores. */
export const ATTRIBUTE_SLUG = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;
