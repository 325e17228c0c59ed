import type { ReactNode } from 'react';
import styles from './styles.module.css';

type Props = {
  /** An error is announced at once (role="alert"); an empty or waiting state politely (role="status"). */
  tone: 'empty' | 'error' | 'waiting';
  title: string;
  children?: ReactNode;
  action?: ReactNode;
};

/** The one look for "nothing here", "this failed" and "still working" across the studio. */
export function StateMessage({ tone, title, children, action }: Props) {
  return (
    <div className={`${styles.box} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
