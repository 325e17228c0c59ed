import { evaluateTreePage, type AccessIndex } from '@tessera/core/access/tree-access';
import type { Viewer } from '@tessera/core/access/viewer';
import type { AppAccess } from '@tessera/core/entities/app';
import { addDays, type ReminderItem } from '@tessera/core/notifications/reminders';
import { dayAt } from '@tessera/core/schedule/dates';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ReminderSource, ReminderTools, ViewerMember } from '../../context/extensions';
import type { Db } from '../../db/client';
import { apps } from '../apps/schema';
import { members } from '../members/schema';
import { accessIndexesOf, appGate } from '../pages/page-access';
import { pages } from '../pages/schema';
import { appWindows, type AppWindow } from './owner-scheduled';

/**
 * The app's page windows as reminders (SPEC §3 Notification settings: receive_reminders_for_app;
 * decision 039). A window a published page holds for everyone (scope `page` or `account_app`, the
 * same windows members see on their schedule: owner-scheduled.ts) is a day item of scope `app` on
 * the first day it is on in each member's zone, for each member the access engine lets OPEN the
 * page when the window starts (the app's gate, then the page's rules with drip counted at the
 * start): a page a member cannot open is never reminded of. The planner drops the item for a
 * member whose settings refuse the app's reminders. At send time it is checked again: a window
 * moved, removed or unpublished, or a page no longer open to the member, sends nothing.
 *
 * Set-based and bounded: per app one query for its windows (at most MAX_WINDOWS, soonest first)
 * and one for its access trees; per batch of MEMBER_BATCH members one query for them and one per
 * viewer fact. Never a query per member, never every member in memory at once.
 */
export const APP_WINDOW_SOURCE = 'app_schedule';
const MEMBER_BATCH = 500;
const MAX_WINDOWS = 100;
const ITEM_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(\d{1,2}):(\d{4}-\d{2}-\d{2})$/i;

type Due = { appId: string; memberId: string; item: ReminderItem };
type AppRules = { access: AppAccess; trees: Map<string, AccessIndex> };

const dateText = (date: Date) => date.toISOString().slice(0, 10);
const startOf = (window: AppWindow) => Date.parse(window.schedule.starts_at!);
const memberColumns = { id: members.id, isAdmin: members.isAdmin, isAccountAdmin: members.isAccountAdmin, timezone: members.timezone };

function itemOf(window: AppWindow, day: string): ReminderItem {
  return {
    source: APP_WINDOW_SOURCE,
    id: `${window.page_id}:${window.schedule_index}:${day}`,
    title: window.title,
    url: window.path,
    scope: 'app',
    timing: { kind: 'day', date: day },
  };
}

/** Whether the viewer may open the window's page when the window starts. */
function mayOpen(window: AppWindow, viewer: Viewer, rules: AppRules): boolean {
  if (!appGate(rules.access, viewer).result.granted) return false;
  const index = rules.trees.get(window.root_id);
  return index ? evaluateTreePage({ index, pageId: window.page_id, viewer, now: new Date(startOf(window)) })?.result.granted === true : false;
}

async function rulesOf(db: Db, appId: string, windows: readonly AppWindow[]): Promise<AppRules | null> {
  const [[app], trees] = await Promise.all([
    db.select({ access: apps.access }).from(apps).where(eq(apps.id, appId)).limit(1),
    accessIndexesOf(db, appId, [...new Set(windows.map((window) => window.root_id))]),
  ]);
  return app ? { access: app.access, trees } : null;
}

/** The apps a sweep visits: the one asked, else those with a published page holding any window (the member's, for one member). */
async function appsToVisit(db: Db, args: { appId?: string | undefined; memberId?: string | undefined }): Promise<string[]> {
  if (args.appId) return [args.appId];
  const rows = await db
    .selectDistinct({ appId: pages.appId })
    .from(pages)
    .where(
      and(
        eq(pages.isPublished, true),
        sql`${pages.schedules} <> '[]'::jsonb`,
        args.memberId ? sql`${pages.appId} in (select ${members.appId} from ${members} where ${members.id} = ${args.memberId})` : undefined,
      ),
    );
  return rows.map((row) => row.appId);
}

/** The app's members (or the one asked), MEMBER_BATCH at a time in id order. */
async function* memberBatches(db: Db, appId: string, memberId: string | undefined): AsyncGenerator<ViewerMember[]> {
  let after: string | null = null;
  for (;;) {
    const batch: ViewerMember[] = await db
      .select(memberColumns)
      .from(members)
      .where(and(eq(members.appId, appId), memberId ? eq(members.id, memberId) : undefined, after ? gt(members.id, after) : undefined))
      .orderBy(asc(members.id))
      .limit(MEMBER_BATCH);
    if (batch.length > 0) yield batch;
    if (batch.length < MEMBER_BATCH) return;
    after = batch.at(-1)!.id;
  }
}

/** One app's items whose first day (in the member's zone) is within [fromDay, toDay]. */
async function dueInApp(db: Db, tools: ReminderTools, appId: string, args: { fromDay: string; toDay: string; memberId?: string | undefined; now: Date }): Promise<Due[]> {
  // Any zone's day is within one day of UTC's: the windows starting from the day before to the day after, in UTC.
  const earliest = addDays(args.fromDay, -1);
  const windows = (await appWindows(db, { appId, timezone: 'UTC' }, { from: earliest, to: addDays(args.toDay, 1) }))
    .filter((window) => dayAt(startOf(window), 'UTC') >= earliest)
    .slice(0, MAX_WINDOWS);
  if (windows.length === 0) return [];
  const rules = await rulesOf(db, appId, windows);
  if (!rules) return [];
  const due: Due[] = [];
  for await (const batch of memberBatches(db, appId, args.memberId)) {
    const viewers = await tools.viewersOf(db, { appId, members: batch, now: args.now });
    for (const member of batch) {
      const viewer = viewers.get(member.id)!;
      for (const window of windows) {
        const day = dayAt(startOf(window), member.timezone);
        if (day < args.fromDay || day > args.toDay || !mayOpen(window, viewer, rules)) continue;
        due.push({ appId, memberId: member.id, item: itemOf(window, day) });
      }
    }
  }
  return due;
}

export const appWindowReminders: ReminderSource = {
  name: APP_WINDOW_SOURCE,
  async due(db, args, tools) {
    // Day items: any calendar day some zone is in during [from, to) (±1 day covers every zone).
    const range = { fromDay: addDays(dateText(args.from), -1), toDay: addDays(dateText(args.to), 1), memberId: args.memberId, now: args.from };
    const found: Due[] = [];
    for (const appId of await appsToVisit(db, args)) found.push(...(await dueInApp(db, tools, appId, range)));
    return found;
  },
  async confirm(db, { appId, memberId, itemId }, tools) {
    const match = ITEM_ID.exec(itemId);
    if (!match) return null;
    const [, pageId, scheduleIndex, day] = match as unknown as [string, string, string, string];
    const [member] = await db
      .select(memberColumns)
      .from(members)
      .where(and(eq(members.appId, appId), eq(members.id, memberId)))
      .limit(1);
    if (!member) return null;
    const window = (await appWindows(db, { appId, timezone: member.timezone }, { pageId, from: day, to: day })).find(
      (candidate) => candidate.schedule_index === Number(scheduleIndex) && dayAt(startOf(candidate), member.timezone) === day,
    );
    if (!window) return null;
    const [rules, viewers] = await Promise.all([rulesOf(db, appId, [window]), tools.viewersOf(db, { appId, members: [member], now: new Date() })]);
    return rules && mayOpen(window, viewers.get(member.id)!, rules) ? itemOf(window, day) : null;
  },
};
