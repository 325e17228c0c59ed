import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventOccurrence } from '@tessera/core/entities/event';
import { monthDays, shiftMonth } from '@tessera/core/events/month';
import { longDayName, MonthGrid, monthName } from '@tessera/ui/MonthGrid';
import { dayAt } from '@tessera/core/schedule/dates';
import { api } from '../../../app/api/api';
import { useScreenSetup } from '../../account/Account/use-screen-setup';
import { MyContentTabs } from '../../my-content/MyContentTabs';
import { PageLink } from '../../pages/PageLink';
import { PageError, PageLoading } from '../../../ui/StatusScreen';
import { PeriodNav } from '../../../ui/PeriodNav';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useAuthStore } from '../../auth/auth-store';
import { useViewerTimezone } from '../event-queries';
import { eventWords } from '../words';
import styles from './styles.module.css';

type View = 'month' | 'list';

/** `GET /event_occurrences/per_period` for the month's days, in the viewer's zone. */
function useMonthOccurrences(month: string, timezone: string) {
  const memberId = useAuthStore((state) => state.member?.id);
  const days = monthDays(month);
  return useQuery({
    queryKey: ['events-calendar', month, timezone, memberId ?? 'guest'],
    queryFn: async ({ signal }): Promise<EventOccurrence[]> => {
      const { occurrencesPerPeriodContract } = await import('@tessera/core/api/events');
      const answer = await api(occurrencesPerPeriodContract, { query: { start: days[0]!, end: days.at(-1)!, timezone } }, { signal });
      return answer.occurrences.filter((o) => o.status !== 'cancelled');
    },
  });
}

/** `/me/events`: the app's event dates by month, as a month grid or a list, in the member's zone and language. */
export function EventsCalendarScreen() {
  return (
    <Suspense fallback={<PageLoading />}>
      <EventsCalendar />
    </Suspense>
  );
}

function EventsCalendar() {
  const { t, i18n } = eventWords.useWords();
  const titleId = useId();
  useScreenSetup(t('events.calendar.title'));
  const timezone = useViewerTimezone();
  const [today] = useState(() => dayAt(Date.now(), timezone));
  const [month, setMonth] = useState(() => `${today.slice(0, 7)}-01`);
  const [view, setView] = useState<View>('month');
  const occurrences = useMonthOccurrences(month, timezone);
  const monthTitle = monthName(month, i18n.language);
  const byDay = new Map<string, EventOccurrence[]>();
  for (const o of occurrences.data ?? []) {
    const day = dayAt(Date.parse(o.starts_at), timezone);
    byDay.set(day, [...(byDay.get(day) ?? []), o]);
  }
  const time = new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, hour: 'numeric', minute: '2-digit' });

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <MyContentTabs />
      <h1 id={titleId} className={styles.title}>
        {t('events.calendar.title')}
      </h1>
      <p className={styles.zone}>{t('events.timesIn', { zone: timezone })}</p>
      <div className={styles.toolbar}>
        <PeriodNav
          labelAs="h2"
          label={monthTitle}
          groupLabel={t('events.calendar.monthOf', { month: monthTitle })}
          previousLabel={t('events.calendar.previous')}
          nextLabel={t('events.calendar.next')}
          onPrevious={() => setMonth(shiftMonth(month, -1))}
          onNext={() => setMonth(shiftMonth(month, 1))}
        />
        <div role="group" aria-label={t('events.calendar.view')} className={styles.views}>
          {(['month', 'list'] as const).map((option) => (
            <button key={option} type="button" className={styles.button} aria-pressed={view === option} onClick={() => setView(option)}>
              {t(`events.calendar.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {occurrences.isPending ? (
        <PageLoading />
      ) : occurrences.isError ? (
        <PageError onRetry={() => void occurrences.refetch()} />
      ) : view === 'month' ? (
        <MonthGrid
          month={month}
          language={i18n.language}
          className={styles.grid}
          captionClassName={visuallyHiddenClass}
          dayClassName={styles.day}
          today={today}
          caption={t('events.calendar.monthOf', { month: monthTitle })}
          renderDay={(day) =>
            byDay.get(day)?.length ? (
              <ul className={styles.dayItems}>
                {byDay.get(day)!.map((o) => (
                  <li key={o.id}>
                    <OccurrenceLink occurrence={o} time={time} />
                  </li>
                ))}
              </ul>
            ) : null
          }
        />
      ) : byDay.size === 0 ? (
        <p className={styles.empty}>{t('events.calendar.empty', { month: monthTitle })}</p>
      ) : (
        <div className={styles.list}>
          {[...byDay.keys()].sort().map((day) => (
            <section key={day} aria-label={longDayName(day, i18n.language)}>
              <h3 className={styles.listDay}>{longDayName(day, i18n.language)}</h3>
              <ul className={styles.dayItems}>
                {byDay.get(day)!.map((o) => (
                  <li key={o.id}>
                    <OccurrenceLink occurrence={o} time={time} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {view === 'month' && occurrences.isSuccess && byDay.size === 0 ? <p className={styles.empty}>{t('events.calendar.empty', { month: monthTitle })}</p> : null}
    </section>
  );
}

/**
 * One date of an event: its time, title and whether the member is booked. In the month grid on a
 * phone a day is ~47 px wide, so there only the time shows, as a chip (filled when booked); the rest
 * stays in the link for screen readers and comes back on wider screens (styles: `.rest`).
 */
function OccurrenceLink({ occurrence, time }: { occurrence: EventOccurrence; time: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const isBooked = occurrence.my_status === 'booked';
  const content = (
    <>
      <span>{time.format(Date.parse(occurrence.starts_at))}</span>
      <span className={styles.rest}>
        {' '}
        {occurrence.title}
        {isBooked ? ` · ${t('events.booked')}` : ''}
      </span>
    </>
  );
  const className = isBooked ? `${styles.link} ${styles.booked}` : styles.link;
  return occurrence.path ? (
    <PageLink href={occurrence.path} className={className}>
      {content}
    </PageLink>
  ) : (
    <span className={className}>{content}</span>
  );
}
