import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StudioCalendarEntry } from '@tessera/core/api/studio-schedule';
import { shiftMonth } from '@tessera/core/events/month';
import { dayAt } from '@tessera/core/schedule/dates';
import { longDayName, MonthGrid, monthName } from '@tessera/ui/MonthGrid';
import { AreaWords } from '../../app/AreaWords';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/Button';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { QueryStates } from '../../ui/QueryStates';
import { StateMessage } from '../../ui/StateMessage';
import listStyles from '../../ui/ItemList/styles.module.css';
import { calendarMonthQuery } from './calendar-queries';
import { CalendarEntry } from './CalendarEntry';
import styles from './CalendarScreen.module.css';

const ownerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * `/apps/:appId/calendar`: everything the app schedules, a month at a time, as a grid or a list,
 * in the owner's zone — event dates, page windows and pages opening on a date — each entry a link
 * to where it is edited. Its words load with it.
 */
export function CalendarScreen() {
  return (
    <AreaWords area="calendar">
      <AppCalendar />
    </AreaWords>
  );
}

function AppCalendar() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('calendar.title'), app?.name);
  const timezone = ownerZone();
  // Today as the screen opened (a screen left open past midnight keeps its day: good enough here).
  const [today] = useState(() => dayAt(Date.now(), timezone));
  const [month, setMonth] = useState(() => `${today.slice(0, 7)}-01`);
  const [view, setView] = useState<'month' | 'list'>('month');
  const answer = useQuery(calendarMonthQuery(appId, month, timezone));
  const monthTitle = monthName(month, i18n.language);
  const byDay = new Map<string, StudioCalendarEntry[]>();
  for (const entry of answer.data?.entries ?? []) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
  const time = new Intl.DateTimeFormat(i18n.language, { timeZone: timezone, hour: 'numeric', minute: '2-digit' });
  const entriesOf = (day: string) => (
    <ul className={styles.items}>
      {byDay.get(day)!.map((entry) => (
        <CalendarEntry key={entry.id} appId={appId} entry={entry} time={time} />
      ))}
    </ul>
  );

  return (
    <section aria-labelledby={titleId} className={listStyles.screen}>
      <ScreenIntro id={titleId} className={listStyles.intro} title={t('calendar.title')} lead={t('calendar.lead', { zone: timezone })} />
      <div className={styles.bar}>
        <Button onClick={() => setMonth(shiftMonth(month, -1))}>{t('calendar.previous')}</Button>
        <h2 className={styles.month} aria-live="polite">
          {monthTitle}
        </h2>
        <Button onClick={() => setMonth(shiftMonth(month, 1))}>{t('calendar.next')}</Button>
        <div role="group" aria-label={t('calendar.view')} className={styles.views}>
          {(['month', 'list'] as const).map((option) => (
            <Button key={option} aria-pressed={view === option} onClick={() => setView(option)}>
              {t(`calendar.${option}`)}
            </Button>
          ))}
        </div>
      </div>
      <QueryStates query={answer} loading={t('calendar.loading')} loadError={t('calendar.loadError')}>
        {() =>
          byDay.size === 0 ? (
            <StateMessage tone="empty" title={t('calendar.empty', { month: monthTitle })}>
              {t('calendar.emptyBody')}
            </StateMessage>
          ) : view === 'month' ? (
            <div className={styles.scroller}>
              <MonthGrid
                month={month}
                language={i18n.language}
                className={styles.grid}
                today={today}
                caption={t('calendar.monthOf', { month: monthTitle })}
                renderDay={(day) => (byDay.has(day) ? entriesOf(day) : null)}
              />
            </div>
          ) : (
            <div className={styles.list}>
              {[...byDay.keys()].sort().map((day) => (
                <section key={day} aria-label={longDayName(day, i18n.language)}>
                  <h3>{longDayName(day, i18n.language)}</h3>
                  {entriesOf(day)}
                </section>
              ))}
            </div>
          )
        }
      </QueryStates>
    </section>
  );
}
