import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** Text for screen readers only: a label the eye gets from layout or an icon. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}

/** The same, for an element that is not a plain span (a heading kept for screen readers). */
export const visuallyHiddenClass = styles.hidden;
