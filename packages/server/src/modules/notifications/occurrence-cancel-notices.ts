import { resolveTimeZone } from '@tessera/core/access/zoned-time';
import { and, eq, inArray } from 'drizzle-orm';
import type { DomainEventListener } from '../../context/domain-events';
import type { Services } from '../../context/services';
import { resolveEmailLocale } from '../../integrations/mail/templates';
import { insertJob, type JobHandler } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import { members } from '../members/schema';
import { afterDelivery, appFace, deliverToMember } from './deliver';
import { reminderText } from './reminder-words';

/**
 * The owner cancelled one date of an event (`event.occurrence_cancelled`, emitted by events): each
 * member whose booking or waitlist spot it took hears of it once — the `booking` kind: in the
 * centre always, by push and email on their reminder channels (and that unsubscribe link), even
 * with every reminder turned off, since it is news about what they booked — the title and the date
 * written in their language and zone.
 *
 * The listener only writes one job in the cancel's transaction (nothing is sent unless it commits);
 * the job renders per member and delivers under a dedupe key per occurrence, so a retried job
 * notifies nobody twice. The reminders planned for that date skip themselves at send time (the
 * events reminder source no longer confirms a cancelled booking).
 */
export const OCCURRENCE_CANCELLED_JOB = 'notifications.occurrence-cancelled';

type Payload = {
  appId: string;
  occurrenceId: string;
  title: string;
  startsAt: string;
  path: string | null;
  memberIds: string[];
};

const isText = (value: unknown): value is string => typeof value === 'string';

export const noticeOnOccurrenceCancelled: DomainEventListener = async (tx, event) => {
  if (event.type !== 'event.occurrence_cancelled') return;
  const data = event.data as {
    event?: { title?: unknown; path?: unknown };
    occurrence?: { id?: unknown; starts_at?: unknown };
    member_ids?: unknown;
  };
  const memberIds = Array.isArray(data.member_ids) ? data.member_ids.filter(isText) : [];
  const occurrenceId = data.occurrence?.id;
  const startsAt = data.occurrence?.starts_at;
  const title = data.event?.title;
  if (memberIds.length === 0 || !isText(occurrenceId) || !isText(startsAt) || !isText(title))
    return;
  const path = isText(data.event?.path) ? data.event.path : null;
  const payload: Payload = { appId: event.appId, occurrenceId, title, startsAt, path, memberIds };
  await insertJob(tx, OCCURRENCE_CANCELLED_JOB, payload, {
    appId: event.appId,
    runAt: event.occurredAt,
    maxAttempts: 5,
  });
};

/** The start as a member reads it: weekday, date and time in their language, in their zone. */
export function describeStart(startsAt: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(startsAt);
}

export function occurrenceCancelledHandler(services: Services): JobHandler<Payload> {
  return async ({ appId, occurrenceId, title, startsAt, path, memberIds }) => {
    const db = services.database.db;
    const face = await appFace(db, services, appId);
    if (!face) return;
    const found = await db
      .select()
      .from(members)
      .where(and(eq(members.appId, appId), inArray(members.id, memberIds)));
    for (const member of found) {
      const locale = resolveEmailLocale(member.language ?? face.defaultLocale);
      const when = describeStart(new Date(startsAt), locale, resolveTimeZone(member.timezone));
      const notification = {
        kind: 'booking' as const,
        title: reminderText(locale, 'cancelledTitle', { title }),
        body: reminderText(locale, 'cancelledBody', { when }),
        url: path,
        dedupeKey: `occurrence-cancelled:${occurrenceId}`,
      };
      const outcome = await db.transaction((tx) =>
        deliverToMember(tx, services, face, member, notification),
      );
      await afterDelivery(services, appId, member.id, outcome);
    }
  };
}

export function registerOccurrenceCancelledHandler(
  services: Services,
  runner: Pick<JobRunner, 'handle'>,
) {
  runner.handle(OCCURRENCE_CANCELLED_JOB, occurrenceCancelledHandler(services), { maxAttempts: 5 });
}
