import { VisuallyHidden } from '../../VisuallyHidden';
import styles from './styles.module.css';

const ROWS = [1, 2, 2, 3, 1];

/** The tree's shape while the pages load; screen readers hear the label instead. */
export function PagesSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden>
        <span role="status">{label}</span>
      </VisuallyHidden>
      <div aria-hidden="true">
        {ROWS.map((level, index) => (
          <div key={index} className={styles.row} style={{ paddingInlineStart: `${level * 1.25}rem` }}>
            <span className={styles.bar} />
            <span className={`${styles.bar} ${styles.short}`} />
          </div>
        ))}
      </div>
    </div>
  );
}
