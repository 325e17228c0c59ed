import { useId, type ReactNode } from 'react';
import styles from './styles.module.css';

/** One titled group of settings (a card with an h2). */
export function FormSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
