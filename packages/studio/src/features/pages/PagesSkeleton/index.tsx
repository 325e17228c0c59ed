import { Skeleton, SkeletonBar } from '../../../ui/Skeleton';
import styles from './styles.module.css';

const ROWS = [1, 2, 2, 3, 1];

/** The tree's shape while the pages load. */
export function PagesSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      {ROWS.map((level, index) => (
        <div key={index} className={styles.row} style={{ paddingInlineStart: `${level * 1.25}rem` }}>
          <SkeletonBar className={styles.long} />
          <SkeletonBar className={styles.short} />
        </div>
      ))}
    </Skeleton>
  );
}
