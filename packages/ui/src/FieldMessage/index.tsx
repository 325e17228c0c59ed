import styles from './styles.module.css';

/**
 * The line under a field: an error (marked, not by colour alone) or a warning. The id ties it to
 * the field through aria-describedby, so a screen reader reads it with the label.
 */
export function FieldMessage({ id, tone = 'error', children }: { id: string; tone?: 'error' | 'warning'; children: string }) {
  return (
    <p id={id} className={`${styles.message} ${styles[tone]}`}>
      {children}
    </p>
  );
}

/** An aria-describedby value from the ids of what is shown; undefined when nothing is. */
export const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
