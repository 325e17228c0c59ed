import type { ActivityType } from '@tessera/core/api/activity';
import { createEmitter } from './events';

/**
 * SPEC §9 activities the member app records (page views, install prompt, push prompt): one
 * function for every caller. Sending them (`PUT /activity`) is features/activity's client, which
 * loads after the first paint; what is recorded before it listens waits here, a few at most, so
 * the first page view is not lost. Nothing sends in the studio's preview or in tests, because
 * nothing there starts the client.
 */
export type { ActivityType };
export type Activity = { activity_type: ActivityType; data: Record<string, string | number | boolean | null>; ts: number };

export const activityEvents = createEmitter<{ activity: Activity }>();

const EARLY_MAX = 20;
const early: Activity[] = [];

export function recordActivity(activity_type: ActivityType, data: Activity['data'] = {}, now: number = Date.now()): void {
  const activity = { activity_type, data, ts: now };
  if (activityEvents.hasListeners('activity')) activityEvents.emit('activity', activity);
  else if (early.length < EARLY_MAX) early.push(activity);
}

/** Hears every activity from now on, after those recorded before anyone listened. */
export function followActivities(listener: (activity: Activity) => void): () => void {
  const off = activityEvents.on('activity', listener);
  for (const activity of early.splice(0)) listener(activity);
  return off;
}
