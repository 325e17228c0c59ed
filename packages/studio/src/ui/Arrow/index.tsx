import styles from './styles.module.css';

/** The ‹ or › beside "Back", "Previous" and "Next", pointing the way the text reads; hidden from screen readers. */
export function Arrow({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <span aria-hidden="true" className={styles.arrow}>
      {direction === 'back' ? '‹' : '›'}
    </span>
  );
}
