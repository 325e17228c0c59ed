import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { studioOccurrencesPerPeriodContract } from '@tessera/core/api/studio-events';
import type { EventOccurrence } from '@tessera/core/entities/event';
import { monthDays, shiftMonth } from '@tessera/core/events/month';
import { longDayName, MonthGrid, monthName } from '@tessera/ui/MonthGrid';
import { dayAt } from '@tessera/core/schedule/dates';
import { AreaWords } from '../../app/AreaWords';
import { describeError } from '../../app/describe-error';
import { studioApi } from '../../app/studio-api';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/Button';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { StateMessage } from '../../ui/StateMessage';
import listStyles from '../../ui/ItemList/styles.module.css';
import { eventsKey } from './event-queries';
import { EventsTabs } from './EventsTabs';
import styles from './EventsScreen.module.css';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function monthQuery(appId: string, month: string, timezone: string) {
  const days = monthDays(month);
  return queryOptions({
    queryKey: [...eventsKey(appId), 'calendar', month, timezone],
    queryFn: ({ signal }) =>
      studioApi(studioOccurrencesPerPeriodContract, { params: { appId }, query: { start: days[0]!, end: days.at(-1)!, timezone } }, { signal }),
  });
}

/** `/apps/:appId/events/calendar`: every event date of the app by month, as a grid or a list, in the owner's zone. */
export function EventsCalendarScreen() {
  return (
    <AreaWords area="events">
      <EventsCalendar />
    </AreaWords>
  );
}

function EventsCalendar() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('events.calendar.title'), app?.name);
  const timezone = zone();
  const [month, setMonth] = useState(() => `${dayAt(Date.now(), timezone).slice(0, 7)}-01`);
  const [view, setView] = useState<'month' | 'list'>('month');
  const answer = useQuery(monthQuery(appId, month, timezone));
  const monthTitle = monthName(month, i18n.language);
  const byDay = new Map<string, EventOccurrence[]>();
  for (const o of answer.data?.occurrences ?? []) {
    const day = dayAt(Date.parse(o.starts_at), timezone);
    byDay.set(day, [...(byDay.get(day) ?? []), o]);
  }
  const time = new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, hour: 'numeric', minute: '2-digit' });
  const longDay = (day: string) => longDayName(day, i18n.language);
  const entry = (o: EventOccurrence) => (
    <li key={o.id} className={o.status === 'cancelled' ? styles.cancelled : undefined}>
      {time.format(Date.parse(o.starts_at))} {o.title}
      {o.status === 'cancelled' ? ` · ${t('events.cancelledDate')}` : ` · ${t('events.counts', { booked: o.booked_count, waiting: o.waitlist_count })}`}
    </li>
  );

  return (
    <section aria-labelledby={titleId} className={listStyles.screen}>
      <ScreenIntro id={titleId} className={listStyles.intro} title={t('events.calendar.title')} lead={t('events.calendar.lead', { zone: timezone })} />
      <EventsTabs appId={appId} />
      <div className={styles.calendarBar}>
        <Button onClick={() => setMonth(shiftMonth(month, -1))}>{t('events.calendar.previous')}</Button>
        <h2 className={styles.calendarMonth} aria-live="polite">
          {monthTitle}
        </h2>
        <Button onClick={() => setMonth(shiftMonth(month, 1))}>{t('events.calendar.next')}</Button>
        <div role="group" aria-label={t('events.calendar.view')} className={styles.calendarViews}>
          {(['month', 'list'] as const).map((option) => (
            <Button key={option} aria-pressed={view === option} onClick={() => setView(option)}>
              {t(`events.calendar.${option}`)}
            </Button>
          ))}
        </div>
      </div>
      {answer.isPending ? (
        <StateMessage tone="waiting" title={t('events.loading')} />
      ) : answer.isError ? (
        <StateMessage
          tone="error"
          title={t('events.loadError')}
          action={
            <Button onClick={() => void answer.refetch()} isBusy={answer.isFetching}>
              {t('common.retry')}
            </Button>
          }
        >
          {describeError(answer.error, t, i18n.language)}
        </StateMessage>
      ) : byDay.size === 0 ? (
        <StateMessage tone="empty" title={t('events.calendar.empty', { month: monthTitle })} />
      ) : view === 'month' ? (
        <div className={styles.calendarScroller}>
          <MonthGrid
            month={month}
            language={i18n.language}
            className={styles.calendarGrid}
            caption={t('events.calendar.monthOf', { month: monthTitle })}
            renderDay={(day) => (byDay.get(day)?.length ? <ul className={styles.calendarItems}>{byDay.get(day)!.map(entry)}</ul> : null)}
          />
        </div>
      ) : (
        <div className={styles.calendarList}>
          {[...byDay.keys()].sort().map((day) => (
            <section key={day} aria-label={longDay(day)}>
              <h3>{longDay(day)}</h3>
              <ul className={styles.calendarItems}>{byDay.get(day)!.map(entry)}</ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
