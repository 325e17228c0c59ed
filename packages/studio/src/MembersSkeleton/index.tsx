import { VisuallyHidden } from '../VisuallyHidden';
import styles from './styles.module.css';

const ROWS = [0, 1, 2, 3, 4];

/** The table's shape while the first page loads; screen readers hear the label instead. */
export function MembersSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden>
        <span role="status">{label}</span>
      </VisuallyHidden>
      <div aria-hidden="true">
        <div className={styles.header} />
        {ROWS.map((row) => (
          <div key={row} className={styles.row}>
            <span className={styles.bar} />
            <span className={styles.bar} />
            <span className={`${styles.bar} ${styles.short}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
