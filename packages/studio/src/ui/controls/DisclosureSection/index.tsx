import { useId, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

type Props = { title: string; summary?: string; isInitiallyOpen?: boolean; children: ReactNode };

/**
 * One settings group as a disclosure (an h2 holding a button; the editor page has the h1), so a narrow sidebar shows the
 * list of groups and the owner opens the one they need; headings keep screen-reader navigation.
 */
export function DisclosureSection({ title, summary, isInitiallyOpen = false, children }: Props) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const bodyId = useId();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>
        <button type="button" className={styles.sectionButton} aria-expanded={isOpen} aria-controls={bodyId} onClick={() => setIsOpen(!isOpen)}>
          <span className={styles.sectionTitle}>
            {title}
            {summary ? <span className={styles.sectionSummary}>{summary}</span> : null}
          </span>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
      </h2>
      <div id={bodyId} className={styles.sectionBody} hidden={!isOpen}>
        {children}
      </div>
    </section>
  );
}
