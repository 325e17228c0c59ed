import type { ReactNode } from 'react';
import styles from './styles.module.css';

export type BadgeTone = 'brand' | 'neutral' | 'warning' | 'success';

/** A short state beside a name (Home, Draft, Published…): a pill whose colour backs up its word. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
