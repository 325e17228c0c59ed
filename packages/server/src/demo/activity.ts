import { addDays, dayAt } from '@tessera/core/schedule/dates';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activityDaily, activityMemberDays, activityPageDays, activityRollups, isPersonMember, members } from '../db/schema/index';

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

type Day = { sessions: number; timeInAppMs: number; pageViews: number; completions: number; signUps: number; people: Set<string>; pages: Map<string, { views: number; completions: number }> };

/**
 * Four weeks of the demo's people using the app, so the studio's analytics opens on a club rather
 * than zeros: they joined over the past weeks, opened the app most days for a few minutes, viewed
 * its pages (home and the program most) and finished some, and guests came by. Stored as the
 * nightly rollup stores finished days (activity_daily and its member and page days, rolled through
 * yesterday), not as raw sessions: the raw rows are what members' own histories list and what
 * the rollup reads and prunes, and the demo's people did not really do these things. Today is
 * live, as in any app. Runs inside the demo seed's one transaction, after the people exist.
 */
export async function seedDemoActivity(
  db: Db,
  args: { appId: string; memberId: string; viewedPageIds: string[]; completablePageIds: string[]; now?: Date },
): Promise<void> {
  const random = randomFrom(20_261_129);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const now = args.now ?? new Date();
  // UTC days, as the rollup counts them.
  const today = dayAt(now.getTime(), 'UTC');
  const people = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.appId, args.appId), isPersonMember()))
    .orderBy(members.email);

  const days = new Map<string, Day>();
  const dayOf = (key: string) => {
    let day = days.get(key);
    if (!day) days.set(key, (day = { sessions: 0, timeInAppMs: 0, pageViews: 0, completions: 0, signUps: 0, people: new Set(), pages: new Map() }));
    return day;
  };
  const onPage = (day: Day, pageId: string) => {
    const page = day.pages.get(pageId) ?? { views: 0, completions: 0 };
    day.pages.set(pageId, page);
    return page;
  };

  // Joined over the past weeks, member@demo.test first (before the range the studio opens on).
  const joined = new Map<string, string>();
  for (const [index, person] of people.entries()) {
    const daysAgo = person.id === args.memberId ? 35 : 4 + ((index * 5) % 24);
    const day = addDays(today, -daysAgo);
    joined.set(person.id, day);
    await db.update(members).set({ createdAt: new Date(`${day}T09:00:00Z`) }).where(eq(members.id, person.id));
    if (daysAgo <= HISTORY_DAYS) dayOf(day).signUps += 1;
  }

  // Home and the program first: the most viewed pages are the front door and the plan.
  const weighted = [...args.viewedPageIds.slice(0, 2), ...args.viewedPageIds];
  const finished = new Set<string>();
  const visit = (memberId: string | null, key: string) => {
    const day = dayOf(key);
    day.sessions += 1;
    day.timeInAppMs += (2 + Math.floor(random() * 18)) * MINUTE_MS;
    if (memberId) day.people.add(memberId);
    const views = 1 + Math.floor(random() * 5);
    for (let n = 0; n < views; n++) onPage(day, pick(weighted)).views += 1;
    day.pageViews += views;
    // A person finishes a page once; member@demo.test's finished pages are the other seeds' (none).
    if (memberId && memberId !== args.memberId && random() < 0.3) {
      const pageId = pick(args.completablePageIds);
      if (!finished.has(`${memberId} ${pageId}`)) {
        finished.add(`${memberId} ${pageId}`);
        onPage(day, pageId).completions += 1;
        day.completions += 1;
      }
    }
  };
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
    const day = addDays(today, -daysAgo);
    for (const person of people) if (day >= joined.get(person.id)! && random() < 0.55) visit(person.id, day);
    // Visitors who have not signed up: a shared link, a search.
    const guests = Math.floor(random() * 4);
    for (let n = 0; n < guests; n++) visit(null, day);
  }

  const rows = [...days].sort(([a], [b]) => a.localeCompare(b));
  await db.insert(activityDaily).values(
    rows.map(([day, n]) => ({ appId: args.appId, day, activeMembers: n.people.size, sessions: n.sessions, timeInAppMs: n.timeInAppMs, pageViews: n.pageViews, completions: n.completions, signUps: n.signUps, installs: 0 })),
  );
  const memberDays = rows.flatMap(([day, n]) => [...n.people].map((memberId) => ({ appId: args.appId, day, memberId })));
  if (memberDays.length) await db.insert(activityMemberDays).values(memberDays);
  const pageDays = rows.flatMap(([day, n]) => [...n.pages].map(([pageId, page]) => ({ appId: args.appId, day, pageId, ...page })));
  if (pageDays.length) await db.insert(activityPageDays).values(pageDays);
  // The rollup takes up from today: the days above are finished.
  const rolled = { rolledThrough: addDays(today, -1), updatedAt: now };
  await db.insert(activityRollups).values({ appId: args.appId, ...rolled }).onConflictDoUpdate({ target: activityRollups.appId, set: rolled });
}
