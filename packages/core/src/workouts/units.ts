import type { DistanceUnit, LoadUnit, WorkoutUnit } from '../entities/workout';

/**
 * Workout units (SPEC §9, issue 14): sessions store SI (kg, metres, seconds); members see and type
 * loads in kg or lb and distances in km or mi, by their own choice. Pure and zod-free: the member
 * app's workout screens load it without the contracts.
 */

export const KG_PER_LB = 0.45359237;
export const METRES_PER_MILE = 1609.344;

/** Loads are shown to a tenth and stored to a gram. */
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Kilograms as the member reads them (to a tenth of a kg or lb). */
export function loadFromKg(kg: number, unit: LoadUnit): number {
  return Number(roundTo(unit === 'kg' ? kg : kg / KG_PER_LB, 0.1).toFixed(1));
}

/** What the member typed, in their unit, as stored kilograms (to a gram). */
export function loadToKg(value: number, unit: LoadUnit): number {
  return Number((unit === 'kg' ? value : value * KG_PER_LB).toFixed(3));
}

/** Metres in the member's unit (km or mi), to a hundredth. */
export function distanceFromMetres(metres: number, unit: DistanceUnit): number {
  return Number((metres / (unit === 'km' ? 1000 : METRES_PER_MILE)).toFixed(2));
}

export function distanceToMetres(value: number, unit: DistanceUnit): number {
  return Number((value * (unit === 'km' ? 1000 : METRES_PER_MILE)).toFixed(1));
}

/** "60 kg", "132.3 lb". */
export function formatLoad(kg: number, unit: LoadUnit, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: unit === 'kg' ? 'kilogram' : 'pound',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(loadFromKg(kg, unit));
}

/** A distance under a kilometre (or a tenth of a mile) reads in metres (feet); longer ones in km (mi). */
export function formatDistance(metres: number, unit: DistanceUnit, locale: string): string {
  const format = (value: number, intlUnit: string, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: intlUnit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
  if (unit === 'km') return metres < 1000 ? format(Math.round(metres), 'meter', 0) : format(metres / 1000, 'kilometer', 2);
  const miles = metres / METRES_PER_MILE;
  return miles < 0.1 ? format(Math.round(metres / 0.3048), 'foot', 0) : format(miles, 'mile', 2);
}

/** A clock: "0:45", "1:30", "1:02:05". Negative time reads as zero. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A length of time in words: "45 sec", "1 min 30 sec", "25 min", "1 hr 5 min". */
export function formatDurationWords(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const unit = (value: number, name: string) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  if (seconds < 60) return unit(seconds, 'second');
  const list = (parts: string[]) => new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
  // Short rests keep their seconds ("1 min 30 sec"); longer times round to the minute.
  if (seconds < 600 && seconds % 60) return list([unit(Math.floor(seconds / 60), 'minute'), unit(seconds % 60, 'second')]);
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return unit(minutes, 'minute');
  const parts = [unit(Math.floor(minutes / 60), 'hour')];
  if (minutes % 60) parts.push(unit(minutes % 60, 'minute'));
  return list(parts);
}

/**
 * SPEC §9 units that the platform can spell in any language (the rest, reps, cals, breaths and
 * laps, are words the app translates).
 */
const INTL_UNITS: Partial<Record<WorkoutUnit, string>> = {
  secs: 'second',
  mins: 'minute',
  hours: 'hour',
  meters: 'meter',
  feet: 'foot',
  kilometers: 'kilometer',
  miles: 'mile',
};

/** "30 sec", "400 m", "2 mi" for a SPEC §9 unit Intl knows; null for the counted ones (reps, laps…). */
export function formatWorkoutAmount(value: number, unit: WorkoutUnit, locale: string): string | null {
  const intlUnit = INTL_UNITS[unit];
  if (!intlUnit) return null;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: intlUnit, unitDisplay: 'short', maximumFractionDigits: 2 }).format(value);
}

/** A load the member typed (comma or point as the decimal mark); null when it is not a number. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
