import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudioCalendarEntry } from '@tessera/core/api/studio-schedule';
import { VisuallyHidden } from '@tessera/ui/VisuallyHidden';
import styles from './CalendarScreen.module.css';

/** Where the owner changes what an entry shows: the event's editor, or its page's settings (schedules, access). */
export function editAddressOf(appId: string, entry: StudioCalendarEntry): string {
  return entry.kind === 'event_occurrence' ? `/apps/${appId}/events?edit=${entry.event_id}` : `/apps/${appId}/pages/${entry.page_id}?tab=settings`;
}

function factsOf(entry: StudioCalendarEntry, t: TFunction): string | null {
  switch (entry.kind) {
    case 'event_occurrence': {
      if (entry.status === 'cancelled') return t('calendar.cancelled');
      const counts = { booked: entry.booked_count, waiting: entry.waitlist_count };
      return entry.capacity === null ? t('calendar.booked', counts) : t('calendar.bookedOf', { ...counts, capacity: entry.capacity });
    }
    case 'page_window':
      return entry.span_days > 1 ? t('calendar.span', { day: entry.span_day, days: entry.span_days }) : null;
    case 'page_unlock':
      return null;
  }
}

/**
 * One thing on the calendar, as a link to where it is edited: what it is (a word, not only a
 * colour), when it starts (a multi-day window's later days say which day of it they are instead),
 * its title, and for an event date its bookings against capacity or that it was cancelled.
 */
export function CalendarEntry({ appId, entry, time }: { appId: string; entry: StudioCalendarEntry; time: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const isCancelled = entry.kind === 'event_occurrence' && entry.status === 'cancelled';
  const isContinued = entry.kind === 'page_window' && entry.span_day > 1;
  const facts = factsOf(entry, t);
  return (
    <li>
      <Link to={editAddressOf(appId, entry)} className={styles.entry}>
        <span className={`${styles.kind} ${styles[entry.kind]}`}>{t(`calendar.kinds.${entry.kind}`)}</span>{' '}
        {isContinued ? null : (
          <>
            <time dateTime={entry.starts_at}>{time.format(Date.parse(entry.starts_at))}</time>{' '}
          </>
        )}
        <span className={isCancelled ? styles.cancelled : undefined}>{entry.title}</span>
        {facts ? <span className={styles.facts}> · {facts}</span> : null}
        <VisuallyHidden> ({t(entry.kind === 'event_occurrence' ? 'calendar.editEvent' : 'calendar.editPage')})</VisuallyHidden>
      </Link>
    </li>
  );
}
