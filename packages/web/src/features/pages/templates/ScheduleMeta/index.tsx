import { useTranslation } from 'react-i18next';
import type { PageSchedule } from '@tessera/core/entities/page';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { universalTimeText, useIsClient } from '@tessera/ui/use-is-client';
import styles from './styles.module.css';

/** When an event or stream happens, in the member's language (their timezone arrives with sign-in). */
export function ScheduleMeta({ schedule }: { schedule: PageSchedule | null }) {
  const { t, i18n } = useTranslation();
  const isClient = useIsClient();
  if (!schedule?.starts_at) return null;
  const starts = new Date(schedule.starts_at);
  const ends = schedule.ends_at ? new Date(schedule.ends_at) : null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  // The server knows neither the reader's timezone nor the browser's date words: it writes the
  // time in UTC, the same in every engine, and the browser puts it in local words after hydrating.
  const text = !isClient ? universalTimeText(starts) : ends && ends > starts ? format.formatRange(starts, ends) : format.format(starts);
  return (
    <p className={styles.meta}>
      <span className={visuallyHiddenClass}>{t('page.when')} </span>
      <time dateTime={schedule.starts_at}>{text}</time>
    </p>
  );
}
