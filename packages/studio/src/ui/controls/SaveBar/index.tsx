import { Button } from '../../Button';
import styles from './styles.module.css';

type Props = {
  isDirty: boolean;
  isSaving: boolean;
  /** Unsaved changes, saved, or what went wrong: errors are announced at once, the rest politely. */
  message: { tone: 'info' | 'success' | 'error'; text: string } | null;
  onDiscard: () => void;
  labels: { save: string; saving: string; discard: string };
};

/**
 * The end of a settings form, kept in view while scrolling: its state in words, Discard and Save.
 * Both buttons stay focusable when there is nothing to save (aria-disabled), so the keyboard
 * focus is not lost the moment a save completes.
 */
export function SaveBar({ isDirty, isSaving, message, onDiscard, labels }: Props) {
  return (
    <div className={styles.bar} data-dirty={isDirty || undefined}>
      <div className={styles.messages}>
        <p className={styles.status} role="status" data-tone={message?.tone === 'success' ? 'success' : undefined}>
          {message && message.tone !== 'error' ? message.text : null}
        </p>
        {message?.tone === 'error' ? (
          <p className={styles.error} role="alert">
            {message.text}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button onClick={onDiscard} isUnavailable={!isDirty || isSaving}>
          {labels.discard}
        </Button>
        <Button type="submit" variant="primary" isBusy={isSaving} isUnavailable={!isDirty}>
          {isSaving ? labels.saving : labels.save}
        </Button>
      </div>
    </div>
  );
}
