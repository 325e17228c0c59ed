import type { appLooks } from '@tessera/core/entities/theme';
import { LOOKS } from '@tessera/core/theme-math';
import styles from './styles.module.css';

/** A card and a button drawn with a look's corner radii (SPEC §9 shapes), beside its name. */
export function LookSample({ look, isRaised }: { look: (typeof appLooks)[number]; isRaised: boolean }) {
  const radius = LOOKS[look];
  return (
    <span className={styles.sample} aria-hidden="true">
      <span className={styles.card} data-raised={isRaised || undefined} style={{ borderRadius: radius.card }}>
        <span className={styles.button} style={{ borderRadius: radius.input }} />
      </span>
    </span>
  );
}
