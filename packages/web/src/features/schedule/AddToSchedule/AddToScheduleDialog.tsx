import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { DayDialog } from '../DayDialog';
import { deviceToday, formatDay } from '../ScheduleScreen';
import { useChangeSchedule } from '../schedule-queries';
import { scheduleWords } from '../words';
import styles from './styles.module.css';

/** Choose a day for the page on screen; the answer says where it went, with a way to the schedule. */
export function AddToScheduleDialog({ page, onClose }: { page: { id: string; title: string }; onClose: () => void }) {
  const { t, i18n } = scheduleWords.useWords('schedule');
  const change = useChangeSchedule();
  const [addedOn, setAddedOn] = useState<string | null>(null);
  const today = deviceToday();
  // The confirmation stays a while, then the button is back to itself.
  useEffect(() => {
    if (addedOn === null) return undefined;
    const timer = setTimeout(onClose, 8000);
    return () => clearTimeout(timer);
  }, [addedOn, onClose]);
  return (
    <>
      {addedOn === null ? (
        <DayDialog
          title={t('addTitle', { title: page.title })}
          submitLabel={t('confirmAdd')}
          initialDate={today}
          minDate={today}
          onClose={onClose}
          onDone={() => undefined}
          onSubmit={async (date) => {
            await change.mutateAsync({ kind: 'add', itemId: page.id, itemType: 'page', date });
            setAddedOn(date);
          }}
        />
      ) : null}
      <p className={addedOn ? styles.toast : visuallyHiddenClass} role="status">
        {addedOn ? (
          <>
            {t('added', { date: formatDay(addedOn, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }) })}{' '}
            <Link to="/me/schedule" onClick={onClose}>
              {t('openSchedule')}
            </Link>
          </>
        ) : null}
      </p>
    </>
  );
}
