import { Skeleton, SkeletonBar } from '../../../ui/Skeleton';
import styles from './styles.module.css';

const ROWS = [0, 1, 2, 3, 4];

/** The table's shape while the first page loads. */
export function MembersSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      <div className={styles.header} />
      {ROWS.map((row) => (
        <div key={row} className={styles.row}>
          <SkeletonBar />
          <SkeletonBar />
          <SkeletonBar className={styles.short} />
        </div>
      ))}
    </Skeleton>
  );
}
