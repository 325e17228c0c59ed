import { useEffect, useId, useMemo, useState } from 'react';
import { universalTimeText, useIsClient } from '@tessera/ui/use-is-client';
import { useBlockMessages } from '../lib/i18n';
import { VideoPlayer } from '../lib/VideoPlayer';
import type { BlockRendererProps } from '../types';
import { countdownParts } from './countdown';
import { livestreamMessages } from './messages';
import styles from './styles.module.css';
import { sizedImgProps } from '@tessera/core/media/responsive-image';

/** The current time, ticking every second while it is before `untilMs`. */
function useNowUntil(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const isBefore = untilMs !== null && now < untilMs;
  useEffect(() => {
    if (!isBefore) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [isBefore]);
  return now;
}

function Countdown({ untilMs, nowMs, locale }: { untilMs: number; nowMs: number; locale: string }) {
  const parts = countdownParts(untilMs, nowMs);
  const units = [
    ['day', parts.days],
    ['hour', parts.hours],
    ['minute', parts.minutes],
    ['second', parts.seconds],
  ] as const;
  // Days only while there are some; seconds only on the last day, where they matter.
  const shown = units.filter(([unit]) => (unit === 'day' ? parts.days > 0 : unit === 'second' ? parts.days === 0 : true));
  return (
    <span className={styles.countdown}>
      {shown.map(([unit, value]) => (
        <span key={unit} className={styles.unit}>
          {new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow', minimumIntegerDigits: unit === 'day' ? 1 : 2 }).format(value)}
        </span>
      ))}
    </span>
  );
}

/**
 * A live class or its recording. Before it starts, members see when (in their own language and
 * timezone) and a countdown over the stream's picture; from the start time on, the player.
 */
export default function Livestream({ props }: BlockRendererProps<'livestream_block'>) {
  const { title, video, starts_at } = props;
  const { t, locale } = useBlockMessages(livestreamMessages);
  const headingId = useId();
  const startsAtMs = starts_at ? Date.parse(starts_at) : null;
  const now = useNowUntil(startsAtMs);
  const isUpcoming = startsAtMs !== null && now < startsAtMs;
  // The server and hydration write the start in UTC and leave the countdown out (their clocks and
  // timezones are not the reader's); the browser fills both in right after.
  const isClient = useIsClient();
  const startLabel = useMemo(
    () =>
      startsAtMs === null
        ? ''
        : isClient
          ? new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(startsAtMs)
          : universalTimeText(startsAtMs),
    [locale, startsAtMs, isClient],
  );

  if (!video && !title && startsAtMs === null) return null;
  const poster = video?.thumbnail ?? null;

  return (
    <section className={styles.livestream} aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : t('stream')}>
      {isUpcoming && startsAtMs !== null ? (
        <div className={styles.upcoming}>
          {poster ? <img className={styles.poster} src={poster} {...sizedImgProps(poster, '100vw')} alt="" loading="lazy" decoding="async" /> : null}
          <span className={styles.badge}>{t('upcoming')}</span>
          <p className={styles.startsAt}>
            <time dateTime={starts_at ?? undefined}>{t('startsAt', { date: startLabel })}</time>
          </p>
          <p className={styles.startsIn} aria-hidden="true">
            <span className={styles.startsInLabel}>{t('startsIn')}</span>
            {isClient ? <Countdown untilMs={startsAtMs} nowMs={now} locale={locale} /> : null}
          </p>
        </div>
      ) : video ? (
        <VideoPlayer video={video} title={title} />
      ) : (
        <p className={styles.notice}>{t('noVideo')}</p>
      )}
      {title ? (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      ) : null}
    </section>
  );
}
