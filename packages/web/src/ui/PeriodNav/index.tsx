import type { ReactNode } from 'react';
import { Icon } from '@tessera/ui/Icon';
import styles from './styles.module.css';

/**
 * Steps through periods (a week of the schedule, a month of events): round arrow buttons that name
 * their step for screen readers, the period between them (announced when it changes), and room for
 * one more control such as "This week". One row on a phone, arrows mirrored right to left.
 */
export function PeriodNav({
  label,
  groupLabel,
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  labelAs: Label = 'p',
  children,
}: {
  label: ReactNode;
  /** `h2` where the period titles what follows (the events month, whose days are `h3`). */
  labelAs?: 'p' | 'h2';
  groupLabel: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.nav} role="group" aria-label={groupLabel}>
      <button type="button" className={styles.arrow} onClick={onPrevious} aria-label={previousLabel}>
        <Icon name="back" size={20} flipInRtl />
      </button>
      <Label className={styles.label} aria-live="polite">
        {label}
      </Label>
      <button type="button" className={styles.arrow} onClick={onNext} aria-label={nextLabel}>
        <Icon name="chevron" size={20} flipInRtl />
      </button>
      {children}
    </div>
  );
}
