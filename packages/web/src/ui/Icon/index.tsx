import styles from './styles.module.css';

const paths = {
  back: 'M15 18l-6-6 6-6',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  chevron: 'M9 6l6 6-6 6',
  lock: 'M7 11V8a5 5 0 0110 0v3M5 11h14v10H5z',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  check: 'M5 12l5 5 9-10',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  list: 'M4 6h16M4 12h16M4 18h16',
  message: 'M4 5h16v11H8l-4 4z',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10 10 0 0112 5c6 0 10 7 10 7a17 17 0 01-3.1 3.9M6.6 6.6C3.9 8.4 2 12 2 12s4 7 10 7a9.7 9.7 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  details: 'M4 5h16v14H4zM9 11a2 2 0 100-4 2 2 0 000 4zM6 16a3 3 0 016 0M14 9h3M14 13h3',
  settings: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4',
  bell: 'M6 9a6 6 0 0112 0c0 6 3 8 3 8H3s3-2 3-8M10.3 21a1.9 1.9 0 003.4 0',
  bag: 'M5 8h14l-1 13H6zM9 8V7a3 3 0 016 0v1',
  repeat: 'M17 2l4 4-4 4M3 12v-2a4 4 0 014-4h14M7 22l-4-4 4-4M21 12v2a4 4 0 01-4 4H3',
  help: 'M12 22a10 10 0 100-20 10 10 0 000 20zM9.1 9a3 3 0 015.8 1c0 2-3 3-3 3M12 17h.01',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  logout: 'M9 21H5V3h4M16 17l5-5-5-5M21 12H9',
  camera: 'M3 8h4l2-3h6l2 3h4v12H3zM12 17a4 4 0 100-8 4 4 0 000 8z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2',
  key: 'M14 10a4 4 0 10-8 0 4 4 0 008 0zM13 12l8 8M18 17l2-2M16 15l2-2',
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
