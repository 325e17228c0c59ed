import type { WorkoutGroupKind } from '@tessera/core/entities/workout';
import { useWorkoutWords } from './words';
import styles from './styles.module.css';

/**
 * What a group is called beside its name: a superset, circuit, EMOM or AMRAP by its kind; a
 * straight group is simply its exercise's sets, so it carries no label (a "Sets" tag on every
 * ordinary lift said nothing and read as a kind of its own).
 */
export function groupKindLabel(kind: WorkoutGroupKind, t: (key: string) => string): string | null {
  return kind === 'straight' ? null : t(`kinds.${kind}`);
}

/** The kind beside a group's heading, or nothing for a straight group (the space keeps "Finisher Circuit" two words to a screen reader). */
export function GroupKind({ kind }: { kind: WorkoutGroupKind }) {
  const { t } = useWorkoutWords();
  const label = groupKindLabel(kind, t);
  return label ? (
    <>
      {' '}
      <span className={styles.kind}>{label}</span>
    </>
  ) : null;
}
