import { useEffect, useRef } from 'react';
import type { Timer } from '@tessera/core/workouts/session-state';
import { adjustTimer, timerRemaining } from '@tessera/core/workouts/session-state';
import { formatClock } from '@tessera/core/workouts/units';
import { playCue } from './cues';
import { useNow } from './use-now';
import { useWorkoutWords } from './words';
import styles from './styles.module.css';

/**
 * The rest between sets: what is left is computed from when it started (wall clock), so a phone
 * that locked shows the right time when it wakes. At zero it cues once (vibration; a beep unless
 * muted) and says the rest is over.
 */
export function RestTimer({ timer, muted, onChange, nextName }: { timer: Timer; muted: boolean; onChange: (timer: Timer | null) => void; nextName: string | null }) {
  const { t } = useWorkoutWords();
  const now = useNow(true);
  const remaining = timerRemaining(timer, now);
  const cued = useRef<string | null>(null);
  const id = `${timer.stepKey}@${timer.startedAt ?? ''}`;

  useEffect(() => {
    if (remaining > 0 || cued.current === id) return;
    cued.current = id;
    playCue(muted);
  }, [remaining, id, muted]);

  return (
    <div className={styles.restBar} role="region" aria-label={t('rest.title')}>
      <div>
        <p className={styles.restLabel}>{t('rest.title')}</p>
        <p className={styles.restClock} role="timer" aria-live="off">
          {formatClock(remaining)}
        </p>
        {nextName ? <p className={styles.itemMeta}>{t('follow.upNext', { name: nextName })}</p> : null}
      </div>
      <p className={styles.visuallyHidden} role="status">
        {remaining === 0 ? t('rest.over') : ''}
      </p>
      <div className={styles.restActions}>
        <button type="button" className={styles.secondary} onClick={() => onChange(adjustTimer(timer, 15, Date.now()))} aria-label={t('rest.addLabel')}>
          {t('rest.add')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onChange(null)}>
          {remaining === 0 ? t('rest.close') : t('rest.skip')}
        </button>
      </div>
    </div>
  );
}
