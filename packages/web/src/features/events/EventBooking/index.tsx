import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventOccurrence, EventView } from '@tessera/core/entities/event';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { describeError } from '../../../app/forms/describe-error';
import { SubmitButton } from '../../../ui/SubmitButton';
import { useAuthStore } from '../../auth/auth-store';
import { useBooking, useCalendarFeed, useChangeCalendarFeed, useUpcomingOccurrences, useViewerTimezone } from '../event-queries';
import styles from './styles.module.css';

const SHOWN = 6;

/**
 * SPEC §7 Events on an event occurrence page: the next dates in the viewer's time zone with the
 * spots left, Book / Join the waitlist / Cancel, Join when live (a booked member, in the live
 * window), and Add to calendar (an .ics per date, and the member's own feed).
 */
export function EventBooking({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation();
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  const timezone = useViewerTimezone();
  const occurrences = useUpcomingOccurrences(event.id);
  const booking = useBooking(event.id);
  const [announcement, setAnnouncement] = useState('');
  const { open } = useHashOverlays();

  const act = (occurrence: EventOccurrence, subscribe: boolean) => {
    if (!isSignedIn) {
      open('auth');
      return;
    }
    booking.mutate(
      { occurrenceId: occurrence.id, subscribe },
      { onSuccess: (answer) => setAnnouncement(statusWords(t, answer.occurrence)) },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`${event.id}-dates`}>
      <h2 className={styles.heading} id={`${event.id}-dates`}>
        {t('events.upcoming')}
      </h2>
      <p className={styles.note}>{t('events.timesIn', { zone: timezone })}</p>
      {event.location ? <p className={styles.note}>{t('events.location', { location: event.location })}</p> : null}
      {!isSignedIn ? <p className={styles.note}>{t('events.signInToBook')}</p> : null}
      {occurrences.isPending ? <p className={styles.note}>{t('events.loading')}</p> : null}
      {occurrences.isError ? (
        <p className={styles.error} role="alert">
          {describeError(occurrences.error, t, i18n.language)}
        </p>
      ) : null}
      {occurrences.data?.length === 0 ? <p className={styles.note}>{t('events.none')}</p> : null}
      <ul className={styles.list}>
        {occurrences.data?.slice(0, SHOWN).map((occurrence) => (
          <OccurrenceItem
            key={occurrence.id}
            occurrence={occurrence}
            timezone={timezone}
            isBusy={booking.isPending && booking.variables?.occurrenceId === occurrence.id}
            onAct={(subscribe) => act(occurrence, subscribe)}
          />
        ))}
      </ul>
      <p className={styles.live} aria-live="polite" role="status">
        {announcement}
      </p>
      {booking.isError ? (
        <p className={styles.error} role="alert">
          {describeError(booking.error, t, i18n.language)}
        </p>
      ) : null}
      {isSignedIn ? <CalendarFeed /> : null}
    </section>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function statusWords(t: T, occurrence: EventOccurrence): string {
  switch (occurrence.my_status) {
    case 'booked':
      return t('events.booked');
    case 'waitlisted':
      return t('events.waitlisted', { position: occurrence.waitlist_position ?? 1 });
    case 'ended':
      return t('events.ended');
    case 'cancelled':
      return t('events.cancelled');
    default:
      return '';
  }
}

function OccurrenceItem({
  occurrence,
  timezone,
  isBusy,
  onAct,
}: {
  occurrence: EventOccurrence;
  timezone: string;
  isBusy: boolean;
  onAct: (subscribe: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short', timeZone: timezone }).format(new Date(occurrence.starts_at));
  const holds = occurrence.my_status === 'booked' || occurrence.my_status === 'waitlisted';
  const isFull = occurrence.spots_left === 0;
  const isCancelled = occurrence.status === 'cancelled';
  const spots =
    occurrence.spots_left === null ? t('events.openToAll') : isFull ? t('events.full', { count: occurrence.waitlist_count }) : t('events.spotsLeft', { count: occurrence.spots_left });
  return (
    <li className={styles.item} data-occurrence-id={occurrence.id} data-status={occurrence.my_status ?? 'none'}>
      <div className={styles.when}>
        <time dateTime={occurrence.starts_at}>{when}</time>
        {occurrence.phase === 'live' ? <span className={styles.badge}>{t('events.liveNow')}</span> : null}
      </div>
      <p className={styles.spots}>{isCancelled ? t('events.cancelledByHost') : spots}</p>
      {occurrence.my_status ? <p className={styles.mine}>{statusWords(t, occurrence)}</p> : null}
      <div className={styles.actions}>
        {isCancelled ? null : holds ? (
          <SubmitButton type="button" variant="secondary" isBusy={isBusy} onClick={() => onAct(false)} aria-label={`${t(occurrence.my_status === 'booked' ? 'events.cancel' : 'events.leaveWaitlist')}, ${when}`}>
            {t(occurrence.my_status === 'booked' ? 'events.cancel' : 'events.leaveWaitlist')}
          </SubmitButton>
        ) : (
          <SubmitButton type="button" isBusy={isBusy} onClick={() => onAct(true)} aria-label={`${t(isFull ? 'events.joinWaitlist' : 'events.book')}, ${when}`}>
            {t(isFull ? 'events.joinWaitlist' : 'events.book')}
          </SubmitButton>
        )}
        {occurrence.livestream_url ? (
          <a className={styles.join} href={occurrence.livestream_url} target="_blank" rel="noreferrer">
            {t('events.join')}
          </a>
        ) : null}
        <a className={styles.link} href={`/api/event_occurrences/${occurrence.id}/ics`} download aria-label={`${t('events.addToCalendar')}, ${when}`}>
          {t('events.addToCalendar')}
        </a>
      </div>
    </li>
  );
}

/** The member's own calendar feed: an address to subscribe to in a calendar app, made new or stopped. */
function CalendarFeed() {
  const { t, i18n } = useTranslation();
  const feed = useCalendarFeed(true);
  const change = useChangeCalendarFeed();
  const fieldId = useId();
  return (
    <div className={styles.feed}>
      <h3 className={styles.subheading}>{t('events.feedTitle')}</h3>
      <p className={styles.note}>{t('events.feedHint')}</p>
      {feed.data ? (
        <>
          <label className={styles.label} htmlFor={fieldId}>
            {t('events.feedUrl')}
          </label>
          <input id={fieldId} className={styles.url} readOnly value={feed.data} onFocus={(e) => e.currentTarget.select()} />
          <div className={styles.actions}>
            <SubmitButton type="button" variant="secondary" isBusy={change.isPending} onClick={() => change.mutate('rotate')}>
              {t('events.feedNew')}
            </SubmitButton>
            <SubmitButton type="button" variant="secondary" isBusy={change.isPending} onClick={() => change.mutate('revoke')}>
              {t('events.feedStop')}
            </SubmitButton>
          </div>
        </>
      ) : feed.isSuccess ? (
        <SubmitButton type="button" variant="secondary" isBusy={change.isPending} onClick={() => change.mutate('rotate')}>
          {t('events.feedCreate')}
        </SubmitButton>
      ) : null}
      {change.isError ? (
        <p className={styles.error} role="alert">
          {describeError(change.error, t, i18n.language)}
        </p>
      ) : null}
    </div>
  );
}
