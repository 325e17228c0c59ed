import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** Text for screen readers only: a label the eye gets from layout or an icon. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
