import { resolveEmailLocale } from '../../integrations/mail/templates';
import { resolveTimeZone } from '@tessera/core/access/zoned-time';
import {
  acceptsScope,
  digestWindow,
  isReminderKindOn,
  remindersFor,
  type ReminderItem,
  type ReminderKind,
  type ReminderTiming,
} from '@tessera/core/notifications/reminders';
import { and, eq, inArray } from 'drizzle-orm';
import type { DomainEventListener } from '../../context/domain-events';
import type { ReminderSource, ReminderTools, ViewerFact } from '../../context/extensions';
import { viewersOf } from '../../context/viewer';
import type { Services } from '../../context/services';
import type { Db } from '../../db/client';
import type { JobDefinition, JobRunner } from '../../jobs/runner';
import { insertJob, type JobHandler } from '../../jobs/queue';
import { members, type MemberRow } from '../members/schema';
import { afterDelivery, appFace, deliverToMember } from './deliver';
import { reminderText } from './reminder-words';
import { settingsOf, settingsOfMany } from './settings';

/**
 * Reminders (decision 029). A recurring sweep plans: it asks every reminder source for the items of
 * the coming days, computes each member's reminders with core's `remindersFor` (their settings,
 * their zone) and enqueues one `notifications.reminder` job per reminder at its instant, under a
 * dedupe key naming the member and the reminder — planning again never plans twice. At send time
 * the job checks everything again: the settings now, the item still there (not cancelled, not
 * completed) at the same time, then delivers through the member's channels.
 */
export const PLAN_REMINDERS_JOB = 'plan-reminders';
export const REMINDER_JOB = 'notifications.reminder';
/** Plans one member's reminders now, after a change that makes some (a booking), not at the next sweep. */
export const PLAN_MEMBER_REMINDERS_JOB = 'notifications.plan-member';
/** How far ahead the planner looks: past next Sunday 20:00 for next week's digest. */
export const PLANNING_HORIZON_MS = 9 * 24 * 60 * 60_000;
/** A reminder whose instant passed this long ago when planned is not sent late. */
export const PLANNING_GRACE_MS = 10 * 60_000;

type ReminderPayload = {
  appId: string;
  memberId: string;
  kind: ReminderKind;
  key: string;
  /** Per-item reminders: the item as planned. */
  item?: { source: string; id: string; timing: ReminderTiming };
  /** Digests: the member-local days covered. */
  days?: { from: string; to: string };
};

const sameTiming = (a: ReminderTiming, b: ReminderTiming) =>
  a.kind === 'timed' && b.kind === 'timed' ? a.startsAt === b.startsAt : a.kind === 'day' && b.kind === 'day' ? a.date === b.date : false;

/** The reminder sources' tools, from every module's viewer facts. */
export const reminderTools = (viewerFacts: readonly ViewerFact[]): ReminderTools => ({
  viewersOf: (db, args) => viewersOf(db, viewerFacts, args),
});

export async function planReminders(
  db: Db,
  args: { sources: readonly ReminderSource[]; viewerFacts: readonly ViewerFact[]; enqueue: JobRunner['enqueue']; now: Date; appId?: string; memberId?: string },
): Promise<number> {
  const from = new Date(args.now.getTime() - PLANNING_GRACE_MS);
  const to = new Date(args.now.getTime() + PLANNING_HORIZON_MS);
  const scope = { ...(args.appId ? { appId: args.appId } : {}), ...(args.memberId ? { memberId: args.memberId } : {}) };
  const tools = reminderTools(args.viewerFacts);
  const found = (await Promise.all(args.sources.map((source) => source.due(db, { from, to, ...scope }, tools)))).flat();
  let planned = 0;
  const byApp = new Map<string, typeof found>();
  for (const entry of found) byApp.set(entry.appId, [...(byApp.get(entry.appId) ?? []), entry]);
  for (const [appId, entries] of byApp) {
    const memberIds = [...new Set(entries.map((entry) => entry.memberId))];
    const rows = await db.select({ id: members.id, timezone: members.timezone }).from(members).where(and(eq(members.appId, appId), inArray(members.id, memberIds)));
    const zones = new Map(rows.map((row) => [row.id, resolveTimeZone(row.timezone)]));
    const settings = await settingsOfMany(db, appId, memberIds);
    for (const { memberId, item } of entries) {
      const zone = zones.get(memberId);
      if (!zone) continue;
      for (const reminder of remindersFor(item, settings.get(memberId)!, zone)) {
        if (reminder.at < from.getTime() || reminder.at >= to.getTime()) continue;
        const payload: ReminderPayload = {
          appId,
          memberId,
          kind: reminder.kind,
          key: reminder.key,
          ...(reminder.days ? { days: reminder.days } : { item: { source: item.source, id: item.id, timing: item.timing } }),
        };
        const id = await args.enqueue(db, REMINDER_JOB, payload, { appId, runAt: new Date(reminder.at), dedupeKey: `reminder:${appId}:${memberId}:${reminder.key}` });
        if (id) planned += 1;
      }
    }
  }
  return planned;
}

function describeTime(item: ReminderItem, locale: string, zone: string): string | null {
  if (item.timing.kind !== 'timed') return null;
  return new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(item.timing.startsAt);
}

async function itemsOfDigest(
  db: Db,
  { sources, tools }: { sources: readonly ReminderSource[]; tools: ReminderTools },
  member: MemberRow,
  days: { from: string; to: string },
  zone: string,
): Promise<ReminderItem[]> {
  const window = digestWindow(days, zone);
  const found = (await Promise.all(sources.map((source) => source.due(db, { from: new Date(window.from), to: new Date(window.to), appId: member.appId, memberId: member.id }, tools)))).flat();
  return found
    .map((entry) => entry.item)
    .filter((item) => {
      if (item.timing.kind === 'day') return item.timing.date >= days.from && item.timing.date <= days.to;
      return item.timing.startsAt >= window.from && item.timing.startsAt < window.to;
    });
}

export function reminderHandler(services: Services): JobHandler<ReminderPayload> {
  return async (payload) => {
    const db = services.database.db;
    const sources = services.extensions.reminderSources;
    const tools = reminderTools(services.extensions.viewerFacts);
    const [member] = await db.select().from(members).where(and(eq(members.appId, payload.appId), eq(members.id, payload.memberId)));
    if (!member) return;
    const settings = await settingsOf(db, member);
    if (!isReminderKindOn(settings, payload.kind)) return;
    const face = await appFace(db, services, payload.appId);
    if (!face) return;
    const locale = resolveEmailLocale(member.language ?? face.defaultLocale);
    const zone = resolveTimeZone(member.timezone);
    let title: string;
    let body: string;
    let url: string | null;
    if (payload.item) {
      const source = sources.find((candidate) => candidate.name === payload.item!.source);
      const item = await source?.confirm(db, { appId: payload.appId, memberId: payload.memberId, itemId: payload.item.id }, tools);
      // Cancelled, unbooked, completed or moved (a moved item has its own reminders planned).
      if (!item || !sameTiming(item.timing, payload.item.timing) || !acceptsScope(settings, item.scope)) return;
      title = reminderText(locale, payload.kind, { title: item.title, app: face.name });
      body = describeTime(item, locale, zone) ?? item.title;
      url = item.url;
    } else {
      const items = (await itemsOfDigest(db, { sources, tools }, member, payload.days!, zone)).filter((item) => acceptsScope(settings, item.scope));
      if (items.length === 0) return;
      title = reminderText(locale, payload.kind, { app: face.name, title: '' });
      body = [reminderText(locale, 'digestBody', { count: items.length }), ...items.slice(0, 20).map((item) => `• ${[describeTime(item, locale, zone), item.title].filter(Boolean).join(' ')}`)].join('\n');
      url = items.length === 1 ? items[0]!.url : null;
    }
    const outcome = await db.transaction((tx) =>
      deliverToMember(tx, services, face, member, { kind: 'reminder', title, body, url, dedupeKey: `reminder:${payload.key}` }),
    );
    await afterDelivery(services, payload.appId, payload.memberId, outcome);
  };
}

/** What the planner reads from the modules: their reminder sources and the viewer facts access-checked sources need. */
export const remindersOf = (services: Services) => ({ sources: services.extensions.reminderSources, viewerFacts: services.extensions.viewerFacts });

export function reminderJobs(services: Services): JobDefinition[] {
  return [
    {
      name: PLAN_REMINDERS_JOB,
      everyMs: 5 * 60_000,
      run: () => planReminders(services.database.db, { ...remindersOf(services), enqueue: services.jobs.enqueue, now: new Date() }),
    },
  ];
}

/**
 * A booking's reminders are planned as soon as it commits (a job written in the booking's
 * transaction), not at the next sweep up to five minutes later: a class booked 20 minutes ahead
 * still gets its 15-minutes-before reminder on time. Planning is idempotent, so the sweep planning
 * the same reminders again changes nothing.
 */
export const planOnBooking: DomainEventListener = async (tx, event) => {
  if (event.type !== 'event.booked') return;
  const memberId = (event.data.member as { id?: unknown } | undefined)?.id;
  if (typeof memberId !== 'string') return;
  await insertJob(tx, PLAN_MEMBER_REMINDERS_JOB, { appId: event.appId, memberId }, { appId: event.appId, runAt: event.occurredAt, maxAttempts: 5 });
};

export function registerReminderHandlers(services: Services, runner: Pick<JobRunner, 'handle'>) {
  runner.handle(REMINDER_JOB, reminderHandler(services), { maxAttempts: 10 });
  runner.handle<{ appId: string; memberId: string }>(PLAN_MEMBER_REMINDERS_JOB, async ({ appId, memberId }) => {
    await planReminders(services.database.db, { ...remindersOf(services), enqueue: services.jobs.enqueue, now: new Date(), appId, memberId });
  });
}
