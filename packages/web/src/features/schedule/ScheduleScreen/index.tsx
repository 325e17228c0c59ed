import { Suspense, useId, useMemo, useState } from 'react';
import type { ScheduleEntry } from '@tessera/core/api/schedule';
import { addDays, dayAt, weekOf } from '@tessera/core/schedule/dates';
import { isOwnerScheduled, spanOf } from '@tessera/core/schedule/owner-items';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useAppConfig } from '../../../app/app-config-context';
import { RequireMember } from '../../account/Account/RequireMember';
import { useScreenSetup } from '../../account/Account/use-screen-setup';
import { MyContentTabs } from '../../my-content/MyContentTabs';
import { PageLink } from '../../pages/PageLink';
import { PageError, PageLoading } from '../../../ui/StatusScreen';
import { PeriodNav } from '../../../ui/PeriodNav';
import { DayDialog } from '../DayDialog';
import { useChangeSchedule, useScheduleBetween, useScheduleFilters } from '../schedule-queries';
import { scheduleWords } from '../words';
import styles from './styles.module.css';

/** Today on this device's calendar; the server checks "the past" in the member's profile zone. */
export function deviceToday(now = Date.now()): string {
  return dayAt(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

export function formatDay(day: string, language: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The week's days in order, with each run of past days that hold nothing folded into one slot (an
 * array): on a Sunday a member sees one quiet line for Monday to Saturday, not six empty cards before
 * today. A past day is no drop target, so nothing is lost by folding it.
 */
export function daysAndPastRuns(week: string[], today: string, byDay: Map<string, unknown[]>): (string | string[])[] {
  const slots: (string | string[])[] = [];
  for (const day of week) {
    const isQuietPast = day < today && (byDay.get(day)?.length ?? 0) === 0;
    const last = slots[slots.length - 1];
    if (isQuietPast && Array.isArray(last)) last.push(day);
    else slots.push(isQuietPast ? [day] : day);
  }
  return slots;
}

/** A dialog open for an item; `date` is where it was dropped (drag and drop), else its own day. */
type Editing = { mode: 'move' | 'duplicate'; entry: ScheduleEntry; date?: string } | null;

const DRAG_TYPE = 'application/x-tessera-schedule-item';

/** What the row says under the title: the kind, the program it is a day of, the day of an app's span. */
function metaOf(entry: ScheduleEntry, t: (key: string, options?: Record<string, unknown>) => string): string {
  const data = entry.item.data as { page_content_type: string; context_title: string | null };
  const span = spanOf(entry);
  return [
    t(`types.${data.page_content_type}`, { defaultValue: data.page_content_type }),
    entry.context_type === 'program' && data.context_title ? t('programDay', { program: data.context_title }) : null,
    span ? t('spanDay', { day: span.day, days: span.days }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * One item of a day. The member's own items can be dragged, moved, duplicated and removed; what the
 * app scheduled (scope `page` or `account_app`) is read-only: no drag, no actions, marked as the app's.
 */
function EntryRow({ entry, onEdit, onRemove }: { entry: ScheduleEntry; onEdit: (editing: Editing) => void; onRemove: (entry: ScheduleEntry) => void }) {
  const { t } = scheduleWords.useWords('schedule');
  const appName = useAppConfig().name;
  const data = entry.item.data as { title: string; path: string };
  const isAppItem = isOwnerScheduled(entry);
  return (
    <li
      className={isAppItem ? `${styles.entry} ${styles.appEntry}` : styles.entry}
      data-testid="schedule-entry"
      data-scope={entry.scope_type}
      draggable={!isAppItem}
      onDragStart={
        isAppItem
          ? undefined
          : (event) => {
              event.dataTransfer.setData(DRAG_TYPE, entry.id);
              event.dataTransfer.effectAllowed = 'move';
            }
      }
    >
      <div className={styles.entryText}>
        <PageLink href={data.path} className={styles.entryTitle}>
          {data.title}
        </PageLink>
        <span className={styles.entryMeta}>{metaOf(entry, t)}</span>
      </div>
      {isAppItem ? (
        <p className={styles.fromApp}>
          <Icon name="lock" size={16} />
          <span aria-hidden="true">{t('fromApp', { app: appName })}</span>
          <span className={visuallyHiddenClass}>{t('fromAppLabel', { app: appName })}</span>
        </p>
      ) : (
        <div className={styles.entryActions}>
          <button type="button" className={styles.action} onClick={() => onEdit({ mode: 'move', entry })} aria-label={t('moveLabel', { title: data.title })}>
            <Icon name="calendar" size={18} />
            <span className={styles.actionText}>{t('move')}</span>
          </button>
          <button type="button" className={styles.action} onClick={() => onEdit({ mode: 'duplicate', entry })} aria-label={t('duplicateLabel', { title: data.title })}>
            <Icon name="repeat" size={18} />
            <span className={styles.actionText}>{t('duplicate')}</span>
          </button>
          <button type="button" className={styles.action} onClick={() => onRemove(entry)} aria-label={t('removeLabel', { title: data.title })}>
            <Icon name="close" size={18} />
            <span className={styles.actionText}>{t('remove')}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/** My content → Schedule (SPEC §2): a week of days with what is planned on each, filters, and changes. */
function Schedule() {
  const { t, i18n } = scheduleWords.useWords('schedule');
  const title = t('title');
  useScreenSetup(title);
  const today = useMemo(() => deviceToday(), []);
  const [anchor, setAnchor] = useState(today);
  const [filter, setFilter] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const week = weekOf(anchor);
  const from = week[0]!;
  const to = week[6]!;
  const schedule = useScheduleBetween(from, to, filter);
  // The week after: whether there is more to see (a member on a Sunday sees mostly past days), and
  // the same query the Next button opens, so that week is already loaded.
  const following = useScheduleBetween(addDays(from, 7), addDays(to, 7), filter);
  const showNextWeek = () => setAnchor(addDays(anchor, 7));
  const filters = useScheduleFilters();
  const change = useChangeSchedule();
  const filterId = useId();
  const long = (day: string) => formatDay(day, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });

  const byDay = new Map<string, ScheduleEntry[]>(week.map((day) => [day, []]));
  for (const entry of schedule.data ?? []) byDay.get(entry.date)?.push(entry);

  /** Dropped on a day: a program's day asks whether the following days move too; anything else moves at once. */
  const drop = (entryId: string, day: string) => {
    const entry = schedule.data?.find((candidate) => candidate.id === entryId);
    if (!entry || entry.date === day || isOwnerScheduled(entry)) return;
    if (day < today) {
      setAnnouncement(t('pastDay'));
      return;
    }
    if (entry.context_type === 'program') {
      setEditing({ mode: 'move', entry, date: day });
      return;
    }
    change.mutate(
      { kind: 'move', id: entry.id, date: day, shiftSubsequent: false },
      { onSuccess: () => setAnnouncement(t('moved', { date: long(day) })), onError: () => setAnnouncement(t('failed')) },
    );
  };

  const remove = (entry: ScheduleEntry) => {
    const entryTitle = String(entry.item.data.title);
    change.mutate(
      { kind: 'remove', id: entry.id },
      {
        onSuccess: () => setAnnouncement(t('removed', { title: entryTitle })),
        onError: () => setAnnouncement(t('failed')),
      },
    );
  };

  let body;
  if (schedule.isPending) body = <PageLoading />;
  else if (schedule.isError) body = <PageError onRetry={() => void schedule.refetch()} />;
  else
    body = (
      <>
        {schedule.data.length === 0 ? <p className={styles.empty}>{filter ? t('emptyFiltered') : t('emptyWeek')}</p> : null}
        <ol className={styles.days} aria-label={t('weekOf', { date: long(from) })}>
          {daysAndPastRuns(week, today, byDay).map((slot) => {
            if (typeof slot !== 'string') {
              const [first, last] = [slot[0]!, slot[slot.length - 1]!];
              const short = (day: string) => formatDay(day, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' });
              return (
                <li key={first} className={styles.pastRun} data-past-run={`${first}/${last}`}>
                  <h2 className={styles.pastRunTitle}>{slot.length === 1 ? long(first) : `${short(first)} – ${short(last)}`}</h2>
                  <p className={styles.nothing}>{t('nothingPlanned')}</p>
                </li>
              );
            }
            const day = slot;
            const entries = byDay.get(day) ?? [];
            const isToday = day === today;
            return (
              <li
                key={day}
                className={isToday ? `${styles.day} ${styles.today}` : styles.day}
                aria-current={isToday ? 'date' : undefined}
                data-day={day}
                onDragOver={(event) => {
                  if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  drop(event.dataTransfer.getData(DRAG_TYPE), day);
                }}
              >
                <h2 className={styles.dayTitle}>
                  {long(day)}
                  {isToday ? <span className={styles.todayBadge}>{t('today')}</span> : null}
                </h2>
                {entries.length === 0 ? (
                  <p className={styles.nothing}>{t('nothingPlanned')}</p>
                ) : (
                  <ul className={styles.entries}>
                    {entries.map((entry) => (
                      <EntryRow key={entry.id} entry={entry} onEdit={setEditing} onRemove={remove} />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
        {following.data?.length ? (
          <p className={styles.following}>
            <span>{t('moreNextWeek')}</span>
            <button type="button" className={styles.weekButton} onClick={showNextWeek}>
              {t('seeNextWeek')}
            </button>
          </p>
        ) : null}
      </>
    );

  const editingTitle = editing ? String(editing.entry.item.data.title) : '';
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      <MyContentTabs />
      <div className={styles.toolbar}>
        <PeriodNav
          groupLabel={t('weekOf', { date: long(from) })}
          label={`${formatDay(from, i18n.language, { day: 'numeric', month: 'short' })} – ${formatDay(to, i18n.language, { day: 'numeric', month: 'short' })}`}
          previousLabel={t('previousWeek')}
          nextLabel={t('nextWeek')}
          onPrevious={() => setAnchor(addDays(anchor, -7))}
          onNext={showNextWeek}
        >
          {weekOf(today)[0] !== from ? (
            <button type="button" className={styles.weekButton} onClick={() => setAnchor(today)}>
              {t('thisWeek')}
            </button>
          ) : null}
        </PeriodNav>
        <div className={styles.filter}>
          <label htmlFor={filterId}>{t('filter')}</label>
          <select id={filterId} value={filter ?? ''} onChange={(event) => setFilter(event.target.value || null)} className={styles.select}>
            <option value="">{t('filterAll')}</option>
            {(filters.data ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.kind === 'program' ? option.label : t(`types.${option.label}`, { defaultValue: option.label })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
      <p className={visuallyHiddenClass} role="status">
        {announcement}
      </p>
      {editing ? (
        <DayDialog
          title={t(editing.mode === 'move' ? 'moveTitle' : 'duplicateTitle', { title: editingTitle })}
          submitLabel={t(editing.mode === 'move' ? 'move' : 'duplicate')}
          initialDate={editing.date ?? (editing.entry.date < today ? today : editing.entry.date)}
          minDate={today}
          offersShift={editing.mode === 'move' && editing.entry.context_type === 'program'}
          onClose={() => setEditing(null)}
          onSubmit={async (date, shiftSubsequent) => {
            const result =
              editing.mode === 'move'
                ? await change.mutateAsync({ kind: 'move', id: editing.entry.id, date, shiftSubsequent })
                : await change.mutateAsync({ kind: 'duplicate', id: editing.entry.id, date });
            setAnnouncement(
              editing.mode === 'duplicate'
                ? t('duplicated', { date: long(date) })
                : result.siblings.length > 0
                  ? t('movedWithFollowing', { date: long(date), count: result.siblings.length })
                  : t('moved', { date: long(date) }),
            );
            // Follow the item to its week.
            setAnchor(date);
          }}
        />
      ) : null}
    </div>
  );
}

/** `/me/schedule`: one lazy chunk, members only. */
export function ScheduleScreen() {
  return (
    <RequireMember>
      <Suspense fallback={<PageLoading />}>
        <Schedule />
      </Suspense>
    </RequireMember>
  );
}
