import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { occurrenceBookingsCsvContract, type StudioEvent } from '@tessera/core/api/studio-events';
import { describeError } from '../../app/describe-error';
import { saveFile } from '../../app/save-file';
import { studioDownload } from '../../app/studio-api';
import { AreaWords } from '../../app/AreaWords';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EditableItemList } from '../../ui/EditableItemList';
import { InlineAlert } from '../../ui/InlineAlert';
import listStyles from '../../ui/ItemList/styles.module.css';
import { EventForm } from './EventForm';
import { bookingsQuery, eventsListQuery, useEventMutations } from './event-queries';
import styles from './EventsScreen.module.css';

/** `/apps/:appId/events`: the app's events with their next dates and bookings (its words load with it). */
export function EventsScreen() {
  return (
    <AreaWords area="events">
      <EventsList />
    </AreaWords>
  );
}

/** `?edit=<event id>` opens that event's editor (the calendar's links to an event date land here). */
function EventsList() {
  const { appId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const list = useQuery(eventsListQuery(appId));
  const { remove } = useEventMutations(appId);
  return (
    <EditableItemList
      words="events"
      list={list}
      items={list.data?.events ?? []}
      remove={remove}
      initialEditId={searchParams.get('edit')}
      renderEditor={({ item, onDone }) => <EventForm appId={appId} event={item} onDone={onDone} />}
      renderRow={(event, onNotice) => (
        <EventFacts appId={appId} event={event} onNotice={onNotice} />
      )}
    />
  );
}

type Upcoming = StudioEvent['upcoming'][number];

/** A row's name, facts and next dates, each date opening its bookings or cancelled on its own. */
function EventFacts({
  appId,
  event,
  onNotice,
}: {
  appId: string;
  event: StudioEvent;
  onNotice: (message: string, tone?: 'info' | 'error') => void;
}) {
  const { t, i18n } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Upcoming | null>(null);
  const { cancelDate } = useEventMutations(appId);
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: event.timezone,
  });
  const cancellingDate = cancelling ? date.format(new Date(cancelling.starts_at)) : '';
  return (
    <>
      {cancelling ? (
        <ConfirmDialog
          title={t('events.cancelDate.title', { date: cancellingDate })}
          cancelLabel={t('events.cancelDate.keep')}
          confirmLabel={t('events.cancelDate.confirm')}
          isBusy={cancelDate.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={() =>
            cancelDate.mutate(cancelling.id, {
              onSuccess: ({ cancelled_bookings }) =>
                onNotice(
                  t('events.cancelDate.done', { date: cancellingDate, count: cancelled_bookings }),
                  'info',
                ),
              onError: (error) => onNotice(describeError(error, t, i18n.language)),
              onSettled: () => setCancelling(null),
            })
          }
        >
          <p>{t('events.cancelDate.body')}</p>
        </ConfirmDialog>
      ) : null}
      <h2 className={listStyles.name}>{event.title}</h2>
      <p className={listStyles.meta}>
        {event.rrule ? t('events.repeats', { rule: event.rrule }) : t('events.once')}
        <span aria-hidden="true"> · </span>
        {event.capacity === null
          ? t('events.unlimited')
          : t('events.capacityOf', { count: event.capacity })}
        <span aria-hidden="true"> · </span>
        {event.timezone}
        {event.path ? (
          <>
            <span aria-hidden="true"> · </span>
            {event.path}
          </>
        ) : null}
      </p>
      {event.upcoming.length === 0 ? (
        <p className={listStyles.meta}>{t('events.noUpcoming')}</p>
      ) : (
        <ul className={styles.dates} aria-label={t('events.upcomingOf', { title: event.title })}>
          {event.upcoming.map((o) => (
            <li key={o.id} className={styles.date}>
              <span>
                {date.format(new Date(o.starts_at))}
                {o.status === 'cancelled' ? ` · ${t('events.cancelledDate')}` : ''}
              </span>
              <span>
                {t('events.counts', { booked: o.booked_count, waiting: o.waitlist_count })}
              </span>
              <Button
                aria-expanded={openId === o.id}
                onClick={() => setOpenId(openId === o.id ? null : o.id)}
              >
                {t('events.bookings')}
              </Button>
              {o.status === 'cancelled' ? null : (
                <Button
                  onClick={() => setCancelling(o)}
                  aria-label={t('events.cancelDate.named', {
                    date: date.format(new Date(o.starts_at)),
                  })}
                >
                  {t('events.cancelDate.open')}
                </Button>
              )}
              {openId === o.id ? <Bookings appId={appId} occurrenceId={o.id} /> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Bookings({ appId, occurrenceId }: { appId: string; occurrenceId: string }) {
  const { t, i18n } = useTranslation();
  const bookings = useQuery(bookingsQuery(appId, occurrenceId));
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  if (bookings.isPending) return <p className={styles.bookings}>{t('events.loading')}</p>;
  if (bookings.isError)
    return (
      <p className={styles.bookings} role="alert">
        {describeError(bookings.error, t, i18n.language)}
      </p>
    );
  if (bookings.data.bookings.length === 0)
    return <p className={styles.bookings}>{t('events.noBookings')}</p>;

  async function download() {
    setExporting(true);
    setExportError(null);
    try {
      saveFile(
        await studioDownload(occurrenceBookingsCsvContract, { params: { appId, occurrenceId } }),
        'attendees.csv',
      );
    } catch (error) {
      setExportError(describeError(error, t, i18n.language));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className={styles.bookings}>
      <ol>
        {bookings.data.bookings.map((b) => (
          <li key={b.member_id}>
            {b.name} ({b.email}) ·{' '}
            {b.status === 'waitlisted'
              ? t('events.status.waitlistedAt', { position: b.waitlist_position ?? 0 })
              : t(`events.status.${b.status}`)}
          </li>
        ))}
      </ol>
      <Button onClick={() => void download()} disabled={exporting}>
        {exporting ? t('events.exporting') : t('events.downloadCsv')}
      </Button>
      {exportError ? <InlineAlert>{exportError}</InlineAlert> : null}
    </div>
  );
}
