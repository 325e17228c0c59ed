import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isPersonMember, members } from '../db/schema/index';
import { blasts, inboxNotifications } from '../modules/notifications/schema';

const HOUR_MS = 3_600_000;

/** What the demo's owner announced, newest last: title, body, link and how long ago (hours). */
const DEMO_BLASTS = [
  { title: 'Welcome to Peak', body: 'Start with Strength Foundations: four weeks, three short sessions a week.', url: '/programs/strength-foundations', hoursAgo: 9 * 24 },
  { title: 'New: Morning Mobility', body: 'Twenty minutes every weekday at 7:00, live. Bring a mat.', url: '/live/morning-mobility', hoursAgo: 20 },
] as const;

/**
 * The owner's announcements as the blast job would have left them: each in the studio's Blasts
 * with its report (sent to everyone, as push; no demo person has a device), and in every demo
 * person's notification centre, the older one read. So a visitor of the demo finds the bell with
 * something in it, and the studio a history to read. Runs inside the demo seed's one transaction,
 * after the people exist.
 */
export async function seedDemoBlasts(db: Db, args: { appId: string; now?: Date }): Promise<void> {
  const now = (args.now ?? new Date()).getTime();
  const people = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.appId, args.appId), isPersonMember()));
  for (const [index, spec] of DEMO_BLASTS.entries()) {
    const sentAt = new Date(now - spec.hoursAgo * HOUR_MS);
    const [blast] = await db
      .insert(blasts)
      .values({
        appId: args.appId,
        title: spec.title,
        body: spec.body,
        url: spec.url,
        sendPush: true,
        sendEmail: false,
        segment: { kind: 'all' },
        status: 'sent',
        recipients: people.length,
        noDevice: people.length,
        createdAt: sentAt,
        completedAt: new Date(sentAt.getTime() + 60_000),
      })
      .returning({ id: blasts.id });
    const isLatest = index === DEMO_BLASTS.length - 1;
    await db.insert(inboxNotifications).values(
      people.map((person) => ({
        appId: args.appId,
        memberId: person.id,
        kind: 'blast' as const,
        title: spec.title,
        body: spec.body,
        url: spec.url,
        dedupeKey: `blast:${blast!.id}`,
        createdAt: sentAt,
        readAt: isLatest ? null : new Date(sentAt.getTime() + HOUR_MS),
      })),
    );
  }
}
