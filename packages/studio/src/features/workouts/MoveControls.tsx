import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import styles from './workouts.module.css';

type Props = {
  /** Marks the Up and Down buttons `data-focus="<focusKey>:up|down"`, for `focusAfterRender` after a move. */
  focusKey: string;
  index: number;
  count: number;
  /** What each button does to which entry ("Move group 2 up", "Remove Back squat"). */
  labels: { up: string; down: string; remove: string };
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** Up, Down and Remove for one entry of an ordered list in the builder (a group, an exercise of a group). */
export function MoveControls({ focusKey, index, count, labels, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const moveButton = (by: -1 | 1) => (
    <Button
      data-focus={`${focusKey}:${by < 0 ? 'up' : 'down'}`}
      isUnavailable={by < 0 ? index === 0 : index === count - 1}
      aria-label={by < 0 ? labels.up : labels.down}
      aria-keyshortcuts={by < 0 ? 'Alt+ArrowUp' : 'Alt+ArrowDown'}
      onClick={() => onMove(by)}
    >
      {t(by < 0 ? 'workouts.common.up' : 'workouts.common.down')}
    </Button>
  );
  return (
    <div className={styles.moveActions}>
      {moveButton(-1)}
      {moveButton(1)}
      <Button aria-label={labels.remove} onClick={onRemove}>
        {t('workouts.common.remove')}
      </Button>
    </div>
  );
}

/**
 * The `onKeyDown` of an entry's `<li>`: Alt + Up / Down on one of its move buttons moves it, and
 * not the entry it sits in (an exercise, not its group).
 */
export function moveOnKeys(onMove: (by: -1 | 1) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const by = moveKeyOf(event);
    if (by === null || !(event.target as HTMLElement).closest('[data-focus]')) return;
    event.preventDefault();
    event.stopPropagation();
    onMove(by);
  };
}

/** Alt + Up / Alt + Down on a move button moves too: the keyboard's own shortcut beside the buttons. */
function moveKeyOf(event: { altKey: boolean; key: string }): -1 | 1 | null {
  if (!event.altKey) return null;
  if (event.key === 'ArrowUp') return -1;
  if (event.key === 'ArrowDown') return 1;
  return null;
}
