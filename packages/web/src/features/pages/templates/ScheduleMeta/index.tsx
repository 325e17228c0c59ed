import { useTranslation } from 'react-i18next';
import type { PageSchedule } from '@tessera/core/entities/page';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import styles from './styles.module.css';

/** When an event or stream happens, in the member's language (their timezone arrives with sign-in). */
export function ScheduleMeta({ schedule }: { schedule: PageSchedule | null }) {
  const { t, i18n } = useTranslation();
  if (!schedule?.starts_at) return null;
  const starts = new Date(schedule.starts_at);
  const ends = schedule.ends_at ? new Date(schedule.ends_at) : null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  const text = ends && ends > starts ? format.formatRange(starts, ends) : format.format(starts);
  return (
    <p className={styles.meta}>
      <span className={visuallyHiddenClass}>{t('page.when')} </span>
      <time dateTime={schedule.starts_at}>{text}</time>
    </p>
  );
}
