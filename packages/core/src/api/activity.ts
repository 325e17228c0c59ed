import { z } from 'zod';
import { defineContract } from '../contract';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { activityTypes, RECORD_ACTIVITY, type ActivityType } from '../constants';

/**
 * SPEC §7 Activity and §4 Session tracking: what a member (or a guest's browser) did, sent as it
 * happens, and the two beacons that end and resume a session. Beacons come from
 * `navigator.sendBeacon`, which can send no custom headers: the body names the app
 * (`account_app_slug`), and a `text/plain` body holding JSON is accepted like `application/json`.
 */
const tags = ['activity'];

/** SPEC §9 activity types, and the install prompt's (issue 16): the one list in constants.ts. */
export const activityTypeSchema = z.enum(activityTypes);
export type { ActivityType };

/** At most this many keys in an activity's data, each value a short scalar. */
export const ACTIVITY_DATA_KEYS = 20;
const dataValue = z.union([z.string().max(500, maxLength(500)), z.number(), z.boolean(), z.null()]);
export const activityDataSchema = z
  .record(z.string().max(64, maxLength(64)), dataValue)
  .refine((data) => Object.keys(data).length <= ACTIVITY_DATA_KEYS, `At most ${ACTIVITY_DATA_KEYS} entries`);

const idField = z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(64, maxLength(64));

/** When it happened: epoch milliseconds or an ISO date-time (the server keeps its own clock when the two disagree wildly). */
export const activityTsSchema = z.union([z.number().int().min(0).max(8_640_000_000_000_000), z.iso.datetime({ offset: true }).max(40)]);

export const recordActivityContract = defineContract({
  ...RECORD_ACTIVITY,
  summary: 'Record one activity of this browser (and the signed-in member, if any) in the current session',
  tags,
  body: z.object({
    activity_type: activityTypeSchema,
    data: activityDataSchema.default({}),
    ts: activityTsSchema.optional(),
  }),
  successStatus: 202,
  response: z.object({ recorded: z.boolean() }),
});

/** The beacon body (SPEC §7). */
export const sessionBeaconSchema = z.object({
  session_id: idField,
  device_id: idField,
  account_app_slug: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(64, maxLength(64)),
  origin_href: z.string().max(2048, maxLength(2048)).default(''),
});
export type SessionBeacon = z.infer<typeof sessionBeaconSchema>;

const beaconAnswer = z.object({ ok: z.boolean() });

export const endSessionContract = defineContract({
  method: 'POST',
  path: '/activity/end_session',
  summary: 'Beacon: the tab was hidden or closed; the session ends (text/plain JSON accepted)',
  tags,
  body: sessionBeaconSchema,
  successStatus: 202,
  response: beaconAnswer,
});

export const resumeSessionContract = defineContract({
  method: 'POST',
  path: '/activity/resume_session',
  summary: 'Beacon: the app loaded or the tab is visible again; the session starts or resumes (text/plain JSON accepted)',
  tags,
  body: sessionBeaconSchema,
  successStatus: 202,
  response: beaconAnswer,
});

export const myActivityItemSchema = z.object({
  id: z.string(),
  activity_type: z.string(),
  ts: z.string(),
  page: z.object({ id: z.string(), title: z.string().nullable(), path: z.string().nullable() }).nullable(),
});
export type MyActivityItem = z.infer<typeof myActivityItemSchema>;

export const MY_ACTIVITY_PAGE_SIZE = 30;

/** My content › Activity: the member's own history, newest first, and their last 30 days in numbers. */
export const myActivityContract = defineContract({
  method: 'GET',
  path: '/activity',
  summary: "The signed-in member's own activity, newest first (a page at a time, before a cursor)",
  tags,
  query: z.object({ before: z.iso.datetime({ offset: true }).max(40).optional() }),
  response: z.object({
    items: z.array(myActivityItemSchema),
    next_before: z.string().nullable(),
    last_30_days: z.object({ sessions: z.number().int(), time_in_app_ms: z.number().int(), page_views: z.number().int(), completions: z.number().int() }),
  }),
});
