import type { ReactNode } from 'react';
import { useScreenSetup } from './use-screen-setup';
import styles from './styles.module.css';

/** The frame of every account screen: its title (also the tab's) and its content. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  useScreenSetup(title);
  return (
    <section className={styles.screen} aria-labelledby="account-section-title">
      <h1 id="account-section-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
