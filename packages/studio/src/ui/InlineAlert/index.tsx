import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** A failure or notice inside a screen or dialog, announced when it appears. */
export function InlineAlert({ children, tone = 'error', action }: { children: ReactNode; tone?: 'error' | 'info'; action?: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.text}>{children}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
