import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, activitySessions, apps, isPersonMember, members } from '../db/schema/index';
import { pageCompletions } from '../modules/progress/schema';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Four weeks of history: the studio's analytics opens on the last 30 days. */
const HISTORY_DAYS = 28;

/** A small deterministic generator (mulberry32), so every demo has the same history relative to its seed day. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Four weeks of the demo's members using the app, so the studio's analytics shows a club rather
 * than zeros: the people joined over the past weeks, opened the app most days for a few minutes,
 * viewed its pages (home and the program most), and the others than member@demo.test finished
 * some of the program's weeks and workouts. member@demo.test gets sessions and views only: what a
 * visitor of the demo sees as done stays what the other seeds made done. Runs inside the demo
 * seed's one transaction, after the people exist.
 */
export async function seedDemoActivity(
  db: Db,
  args: { appId: string; memberId: string; viewedPageIds: string[]; completablePageIds: string[]; now?: Date },
): Promise<void> {
  const random = randomFrom(20_261_129);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const now = args.now ?? new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const people = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.appId, args.appId), isPersonMember()))
    .orderBy(members.email);

  // Joined over the past weeks: each person's first day, the earliest five weeks ago.
  const joined = new Map<string, number>();
  for (const [index, person] of people.entries()) {
    const daysAgo = person.id === args.memberId ? 35 : 4 + ((index * 5) % 24);
    const joinedDay = today - daysAgo * DAY_MS;
    joined.set(person.id, joinedDay);
    await db.update(members).set({ createdAt: new Date(joinedDay + 9 * 3_600_000) }).where(eq(members.id, person.id));
  }

  // The app is as old as its first member: the analytics rollup starts from the app's first day
  // (rollup.ts), so a history older than the app would never be counted.
  const firstDay = Math.min(...joined.values());
  await db.update(apps).set({ createdAt: new Date(firstDay) }).where(eq(apps.id, args.appId));

  const sessions: (typeof activitySessions.$inferInsert)[] = [];
  const views: (typeof activities.$inferInsert)[] = [];
  const completions = new Map<string, typeof pageCompletions.$inferInsert>();
  // Home and the program first: the most viewed pages are the front door and the plan.
  const weighted = [...args.viewedPageIds.slice(0, 2), ...args.viewedPageIds];
  const visit = (memberId: string | null, day: number) => {
    const startedAt = day + (6 + Math.floor(random() * 15)) * 3_600_000 + Math.floor(random() * 60) * MINUTE_MS;
    const minutes = 2 + Math.floor(random() * 18);
    const endedAt = startedAt + minutes * MINUTE_MS;
    const session = {
      id: randomUUID(),
      appId: args.appId,
      sessionKey: randomUUID(),
      deviceId: randomUUID(),
      memberId,
      startedAt: new Date(startedAt),
      segmentStartedAt: new Date(startedAt),
      lastSeenAt: new Date(endedAt),
      endedAt: new Date(endedAt),
      activeMs: minutes * MINUTE_MS,
    };
    sessions.push(session);
    const count = 1 + Math.floor(random() * 5);
    for (let n = 0; n < count; n++) {
      views.push({ appId: args.appId, sessionId: session.id, memberId, activityType: 'page_viewed', pageId: pick(weighted), occurredAt: new Date(startedAt + ((n + 1) * (endedAt - startedAt)) / (count + 1)) });
    }
    if (memberId && memberId !== args.memberId && random() < 0.3) {
      const pageId = pick(args.completablePageIds);
      const key = `${memberId} ${pageId}`;
      if (!completions.has(key)) completions.set(key, { appId: args.appId, memberId, pageId, completedAt: new Date(endedAt - MINUTE_MS) });
    }
  };
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
    const day = today - daysAgo * DAY_MS;
    for (const person of people) if (day >= joined.get(person.id)! && random() < 0.55) visit(person.id, day);
    // Visitors who have not signed up: a share link, a search.
    const guests = Math.floor(random() * 4);
    for (let n = 0; n < guests; n++) visit(null, day);
  }
  if (sessions.length) await db.insert(activitySessions).values(sessions);
  if (views.length) await db.insert(activities).values(views);
  if (completions.size) await db.insert(pageCompletions).values([...completions.values()]).onConflictDoNothing();
}
