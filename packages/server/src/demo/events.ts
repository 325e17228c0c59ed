import { localStartOf } from '@tessera/core/events/recurrence';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventBookings, eventOccurrences, events, packItems, packs, programs } from '../db/schema/index';
import { planOccurrences } from '../modules/events/planning';
import { createMember } from '../test/factories';
import { DEMO_ZONE, SATURDAY, WEEKDAYS, nextDemoTime } from './when';

/** Morning Mobility, streamed every weekday at 7:00 (its page says so). */
export const MORNING_MOBILITY = { at: '07:00', days: WEEKDAYS, atLeastHoursAhead: 2 };
/** The Community 5K Run, on a Saturday morning at least two days after the seed. */
export const COMMUNITY_RUN = { at: '09:00', days: SATURDAY, atLeastHoursAhead: 48 };

/**
 * The demo's live classes and its Starter Pack: Live HIIT every week at 07:00 London time with two
 * spots, the next class already full with one member waiting (a new visitor sees the waitlist), the
 * Community 5K Run once, on a Saturday morning, and the Starter Pack bundling Strength Foundations and two pages.
 */
export async function seedDemoEvents(
  db: Db,
  args: { appId: string; ids: Record<string, string>; passwordHash: string; bookerIds: string[] },
): Promise<void> {
  const { appId, ids } = args;
  const now = new Date();
  const tomorrow = localStartOf(now.getTime() + 86_400_000, DEMO_ZONE).slice(0, 10);
  const [hiit] = await db
    .insert(events)
    .values({
      appId,
      title: 'Live HIIT',
      description: 'Thirty minutes of intervals with Coach Sam, live. Small group: two spots a class.',
      pageId: ids.hiit!,
      timezone: DEMO_ZONE,
      startsAtLocal: `${tomorrow}T07:00`,
      durationMinutes: 30,
      rrule: 'FREQ=WEEKLY',
      capacity: 2,
      livestreamUrl: 'https://example.com/peak/live-hiit',
    })
    .returning();
  const [run] = await db
    .insert(events)
    .values({
      appId,
      title: 'Community 5K Run',
      description: 'Saturday morning, all paces welcome. Coffee afterwards is on us.',
      pageId: ids.run!,
      timezone: DEMO_ZONE,
      startsAtLocal: localStartOf(nextDemoTime(now.getTime(), COMMUNITY_RUN), DEMO_ZONE),
      durationMinutes: 120,
      location: 'Park gates, Victoria Park',
    })
    .returning();
  await planOccurrences(db, hiit!, now);
  await planOccurrences(db, run!, now);

  // The next class is full (two booked) and one more member waits.
  const [next] = await db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, hiit!.id)).orderBy(asc(eventOccurrences.startsAt)).limit(1);
  const waiting = await createMember(db, { appId, email: 'sam@demo.test', name: 'Sam Sprinter', passwordHash: args.passwordHash });
  const [first, second] = args.bookerIds;
  const queued = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  await db.insert(eventBookings).values([
    { appId, occurrenceId: next!.id, memberId: first!, status: 'booked', queuedAt: queued(30) },
    { appId, occurrenceId: next!.id, memberId: second!, status: 'booked', queuedAt: queued(20) },
    { appId, occurrenceId: next!.id, memberId: waiting.id, status: 'waitlisted', queuedAt: queued(10) },
  ]);
  await db.update(eventOccurrences).set({ bookedCount: 2, waitlistCount: 1 }).where(eq(eventOccurrences.id, next!.id));

  const [program] = await db.select({ id: programs.id }).from(programs).where(eq(programs.pageId, ids.strength!)).limit(1);
  const [pack] = await db.insert(packs).values({ appId, title: 'Starter Pack', pageId: ids.starter! }).returning({ id: packs.id });
  await db.insert(packItems).values([
    { appId, packId: pack!.id, position: 0, itemType: 'program', itemId: program!.id },
    { appId, packId: pack!.id, position: 1, itemType: 'page', itemId: ids.fullbody! },
    { appId, packId: pack!.id, position: 2, itemType: 'page', itemId: ids.bowl! },
  ]);
}
