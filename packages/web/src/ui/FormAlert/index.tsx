import type { ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * The form's own message region. It is always in the page (empty when there is nothing to say),
 * so screen readers announce a message the moment it appears.
 */
export function FormAlert({ children, tone = 'error' }: { children?: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={children ? `${styles.alert} ${styles[tone]}` : styles.empty}>
      {children}
    </div>
  );
}
