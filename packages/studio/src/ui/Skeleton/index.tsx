import type { ReactNode } from 'react';
import { VisuallyHidden } from '@tessera/ui/VisuallyHidden';
import styles from './styles.module.css';

/** The shape of what is loading, drawn in bars; screen readers hear the label instead. */
export function Skeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden>
        <span role="status">{label}</span>
      </VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** One shimmering bar; the caller's class gives its width (and height, if not the usual). */
export function SkeletonBar({ className }: { className?: string }) {
  return <span className={className ? `${styles.bar} ${className}` : styles.bar} />;
}
