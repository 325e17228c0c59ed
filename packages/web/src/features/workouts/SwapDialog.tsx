import { useState } from 'react';
import { FAILED_TO_SWAP } from '@tessera/core/messages';
import type { SessionStep } from '@tessera/core/workouts/session-state';
import { Dialog } from '@tessera/ui/Dialog';
import { exerciseForStep } from './model';
import type { WorkoutView } from './model';
import type { WorkoutSessionControls } from './use-session';
import { useWorkoutWords } from './words';
import styles from './styles.module.css';

/**
 * Swap an item's exercise for one of its alternates (SPEC §3 exercise_swaps) or back: a swap
 * activity of the session (through `session-writes`, so it queues offline too), which the server
 * keeps as the member's swap in every workout. 'Failed to swap' when the write fails.
 */
export function SwapDialog({ view, step, session, onClose }: { view: WorkoutView; step: SessionStep; session: WorkoutSessionControls; onClose: () => void }) {
  const { t } = useWorkoutWords();
  const [isPending, setIsPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const original = view.exercises.get(step.exerciseId ?? '');
  const current = exerciseForStep(view, session.state, step);
  if (!original) return null;
  const choices = [original, ...original.alternate_ids.flatMap((id) => view.exercises.get(id) ?? [])];

  const choose = async (exerciseId: string) => {
    setFailed(false);
    setIsPending(true);
    const isSwapped = await session.swap(step, exerciseId);
    setIsPending(false);
    if (isSwapped) onClose();
    else setFailed(true);
  };

  return (
    <Dialog title={t('swap.title', { name: original.name })} onClose={onClose} variant="sheet" closeLabel={t('swap.close')}>
      <ul className={styles.swapList}>
        {choices.map((exercise) => (
          <li key={exercise.id}>
            <button
              type="button"
              className={styles.swapChoice}
              aria-pressed={current?.id === exercise.id}
              disabled={isPending}
              onClick={() => void choose(exercise.id)}
            >
              <span className={styles.exerciseName}>{exercise.id === original.id ? t('swap.original', { name: exercise.name }) : exercise.name}</span>
              {exercise.equipment.length ? <span className={styles.itemMeta}>{exercise.equipment.join(', ')}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('swap.failed', { defaultValue: FAILED_TO_SWAP })}
        </p>
      ) : null}
    </Dialog>
  );
}
