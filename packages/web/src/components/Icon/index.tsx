import styles from './styles.module.css';

const paths = {
  back: 'M15 18l-6-6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  chevron: 'M9 6l6 6-6 6',
  lock: 'M7 11V8a5 5 0 0110 0v3M5 11h14v10H5z',
  message: 'M4 5h16v11H8l-4 4z',
} as const;

export type IconName = keyof typeof paths;

/**
 * Line icons drawn inline (no icon font: fonts come only from this origin). Always decorative:
 * the button or link around an icon carries the accessible name.
 */
export function Icon({ name, size = 24, flipInRtl = false }: { name: IconName; size?: number; flipInRtl?: boolean }) {
  return (
    <svg
      className={flipInRtl ? `${styles.icon} ${styles.flip}` : styles.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
