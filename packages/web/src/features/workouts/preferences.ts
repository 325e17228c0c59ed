import { STORAGE_KEYS } from '@tessera/core/constants';
import type { DistanceUnit, LoadUnit, WorkoutModePreference } from '@tessera/core/entities/workout';
import { INVALID_PREFERENCE } from '@tessera/core/messages';

/**
 * What the device remembers about workouts (SPEC §9 local storage keys "workout mode", "muted
 * workouts", "workout session data"), plus the member's units beside them. Reading storage
 * throws where the browser blocks it: then the defaults apply and nothing is kept.
 */
const UNITS_KEY = 'tessera.workout-units';
const MODE_PREFERENCES: readonly string[] = ['FOLLOW_ALONG', 'list'] satisfies WorkoutModePreference[];

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or blocked storage: the choice lasts for this visit only.
  }
}

export class InvalidPreferenceError extends Error {
  constructor() {
    super(INVALID_PREFERENCE);
  }
}

/** SPEC §4: FOLLOW_ALONG or list; anything else stored is ignored. */
export function readModePreference(): WorkoutModePreference | null {
  const value = read(STORAGE_KEYS.workoutMode);
  return value !== null && MODE_PREFERENCES.includes(value) ? (value as WorkoutModePreference) : null;
}

/** SPEC §5: a mode other than FOLLOW_ALONG or list is refused with 'Invalid Preference'. */
export function writeModePreference(value: string): WorkoutModePreference {
  if (!MODE_PREFERENCES.includes(value)) throw new InvalidPreferenceError();
  write(STORAGE_KEYS.workoutMode, value);
  return value as WorkoutModePreference;
}

/** SPEC §4: workouts are muted by default; only an explicit "false" turns sound on. */
export function readMuted(): boolean {
  return read(STORAGE_KEYS.mutedWorkouts) !== 'false';
}

export function writeMuted(muted: boolean): void {
  write(STORAGE_KEYS.mutedWorkouts, String(muted));
}

export type WorkoutUnits = { load: LoadUnit; distance: DistanceUnit };

export function readUnits(): WorkoutUnits {
  const [load, distance] = (read(UNITS_KEY) ?? '').split(',');
  return { load: load === 'lb' ? 'lb' : 'kg', distance: distance === 'mi' ? 'mi' : 'km' };
}

export function writeUnits(units: WorkoutUnits): void {
  write(UNITS_KEY, `${units.load},${units.distance}`);
}

/** The running session (one at a time), so a reload or a locked phone resumes it. */
export function readStoredSession(): string | null {
  return read(STORAGE_KEYS.workoutSession);
}

export function writeStoredSession(value: string | null): void {
  write(STORAGE_KEYS.workoutSession, value);
}
