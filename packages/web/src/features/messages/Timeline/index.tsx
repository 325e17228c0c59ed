import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalMessage } from '@tessera/core/entities/messaging';
import { MessageItem, type MessageActions } from '../MessageItem';
import { dayOf, timelineRows, type TimelineRow } from '../view/timeline';
import styles from './styles.module.css';

type Props = MessageActions & {
  messages: readonly LocalMessage[];
  myId: string | null;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  canDelete: (message: LocalMessage) => boolean;
  canPin: boolean;
  label: string;
  timeZone?: string;
};

/** How many rows are mounted at first, and how many more each time the reader reaches the top. */
export const TIMELINE_WINDOW = 120;

/**
 * The first mounted row: the newest `TIMELINE_WINDOW` rows until the reader scrolls up, then from
 * the message whose ts is `from` (so rows arriving at the bottom never shift the top), widened to
 * its day separator.
 */
export function windowStart(rows: readonly TimelineRow<LocalMessage>[], from: number | null): number {
  let start = Math.max(0, rows.length - TIMELINE_WINDOW);
  if (from !== null) {
    const found = rows.findIndex((row) => row.kind === 'message' && row.message.message_ts >= from);
    start = found < 0 ? start : found;
  }
  return start > 0 && rows[start - 1]?.kind === 'day' ? start - 1 : start;
}

function useDayLabel(timeZone?: string) {
  const { t, i18n } = useTranslation();
  return (day: string, at: number) => {
    const now = Date.now();
    if (day === dayOf(now, timeZone)) return t('messaging.thread.today');
    if (day === dayOf(now - 86_400_000, timeZone)) return t('messaging.thread.yesterday');
    return new Intl.DateTimeFormat(i18n.language, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(at));
  };
}

/**
 * A conversation's messages, oldest at the top: a separator for each day, one author's messages
 * within 60 s as one group, and older messages fetched when the top comes into view (the reader
 * keeps their place). It follows new messages when the reader is at the bottom.
 *
 * Long threads stay light: only a window of the newest rows is mounted, widened by
 * TIMELINE_WINDOW rows as the reader reaches the top (before anything is fetched), and rows off
 * screen skip layout and paint (`content-visibility`), so a 10 000-message thread scrolls as a
 * short one does without a list library in the bundle.
 */
export function Timeline(props: Props) {
  const { t, i18n } = useTranslation();
  const { messages, hasOlder, isLoadingOlder, onLoadOlder, myId, timeZone } = props;
  const allRows = useMemo(() => timelineRows(messages, timeZone), [messages, timeZone]);
  const [from, setFrom] = useState<number | null>(null);
  const start = windowStart(allRows, from);
  const rows = start > 0 ? allRows.slice(start) : allRows;
  const hasHidden = start > 0;
  const showOlder = useCallback(() => {
    if (!hasHidden) return onLoadOlder();
    const next = allRows.slice(Math.max(0, start - TIMELINE_WINDOW)).find((row) => row.kind === 'message');
    if (next?.kind === 'message') setFrom(next.message.message_ts);
  }, [allRows, hasHidden, onLoadOlder, start]);
  const dayLabel = useDayLabel(timeZone);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const firstRow = rows.find((row) => row.kind === 'message');
  const firstTs = firstRow?.kind === 'message' ? firstRow.message.message_ts : undefined;
  const lastTs = messages.at(-1)?.message_ts;
  const anchor = useRef<{
    firstTs: number | undefined;
    height: number;
    top: number;
    atBottom: boolean;
  }>({ firstTs: undefined, height: 0, top: 0, atBottom: true });

  // Before the DOM changes is too late in React; remember the geometry after each render instead.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const previous = anchor.current;
    if (previous.firstTs !== undefined && firstTs !== undefined && firstTs < previous.firstTs) {
      // Older messages went in above: keep what the reader was looking at in place.
      box.scrollTop = previous.top + (box.scrollHeight - previous.height);
    } else if (previous.atBottom) {
      box.scrollTop = box.scrollHeight;
    }
    anchor.current = {
      firstTs,
      height: box.scrollHeight,
      top: box.scrollTop,
      atBottom: box.scrollHeight - box.scrollTop - box.clientHeight < 80,
    };
  }, [firstTs, lastTs, rows.length]);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const remember = () => {
      anchor.current = {
        ...anchor.current,
        height: box.scrollHeight,
        top: box.scrollTop,
        atBottom: box.scrollHeight - box.scrollTop - box.clientHeight < 80,
      };
    };
    box.addEventListener('scroll', remember, { passive: true });
    return () => box.removeEventListener('scroll', remember);
  }, []);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !(hasOlder || hasHidden) || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) showOlder();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, hasHidden, showOlder]);

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      <div ref={sentinel} className={styles.top}>
        {hasOlder || hasHidden ? (
          <button
            type="button"
            className={styles.older}
            onClick={showOlder}
            disabled={isLoadingOlder}
          >
            {isLoadingOlder ? t('messaging.thread.older') : t('messaging.thread.loadOlder')}
          </button>
        ) : messages.length > 0 ? (
          <p className={styles.beginning}>{t('messaging.thread.beginning')}</p>
        ) : null}
      </div>
      <ol className={styles.list} data-testid="message-list">
        {rows.map((row) =>
          row.kind === 'day' ? (
            <li key={row.key} className={styles.day}>
              <h3 className={styles.dayLabel}>{dayLabel(row.day, row.at)}</h3>
            </li>
          ) : (
            <MessageItem
              key={
                row.message.client_id && row.message.status ? `c-${row.message.client_id}` : row.key
              }
              {...props}
              message={row.message}
              isMine={row.message.user.id === myId}
              startsGroup={row.startsGroup}
              endsGroup={row.endsGroup}
              canDelete={props.canDelete(row.message)}
              canPin={props.canPin}
              locale={i18n.language}
            />
          ),
        )}
      </ol>
    </div>
  );
}
