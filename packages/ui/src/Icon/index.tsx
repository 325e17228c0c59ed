import type { ReactNode } from 'react';
import type { IconName as PickableIconName } from '@tessera/core/blocks/icon-list';
import styles from './styles.module.css';

/**
 * Every icon of the member app, the studio and the blocks, drawn inline on a 24 × 24 grid with
 * round 2 px strokes in `currentColor`: no icon font and no request, and each takes the colour of
 * the text around it. The owner's pickable icons (core's icon list) must all be here; the type
 * below refuses a list that misses one.
 */
const drawings = {
  // The icons an owner picks for icon lists (stored by name in pages: never rename these).
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  star: <path d="M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.85 6.75 19.6l1-5.8L3.5 9.7l5.9-.9z" />,
  heart: <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20z" />,
  bolt: <path d="M13 3L5 13.5h6L10 21l8-10.5h-6z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  calendar: (
    <>
      <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
      <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
      <path d="M8 6H5v1.5a3 3 0 0 0 3 3M16 6h3v1.5a3 3 0 0 1-3 3M12 13v4M8.5 20h7M10 17h4" />
    </>
  ),
  flame: (
    <path d="M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.3 2.4-5.4 3.7-7.6.5 1.7 1.4 2.8 2.6 3.4C12 7.5 12.8 5 14.5 3c.6 3.2 4 5.9 4 11.8 0 3.6-2.6 6.2-6.5 6.2z" />
  ),
  leaf: (
    <>
      <path d="M5 19c0-8 5-13.5 14-14 .5 9-5 14-12 14z" />
      <path d="M5 19l7-7" />
    </>
  ),
  dumbbell: <path d="M6.5 8v8M17.5 8v8M3.5 10v4M20.5 10v4M6.5 12h11" />,
  play: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M10 8.8v6.4l5.2-3.2z" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  chat: (
    <path d="M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V17A1.5 1.5 0 0 1 4 15.5z" />
  ),
  map_pin: (
    <>
      <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8.5 10.5v-3a3.5 3.5 0 0 1 7 0v3" />
    </>
  ),
  gift: (
    <>
      <rect x="4" y="8.5" width="16" height="4" rx="1" />
      <path d="M5.5 12.5V20h13v-7.5M12 8.5V20M12 8.5C10.5 5 7 4.5 7 6.8c0 1.7 5 1.7 5 1.7zM12 8.5c1.5-3.5 5-4 5-1.7 0 1.7-5 1.7-5 1.7z" />
    </>
  ),

  // Interface icons.
  share: (
    <>
      <path d="M12 15V4M8 7.5L12 3.5l4 4" />
      <path d="M7 10.5H6a1.5 1.5 0 0 0-1.5 1.5v7A1.5 1.5 0 0 0 6 20.5h12a1.5 1.5 0 0 0 1.5-1.5v-7a1.5 1.5 0 0 0-1.5-1.5h-1" />
    </>
  ),
  download: <path d="M12 4v11M7.5 11l4.5 4.5 4.5-4.5M5 20h14" />,
  file: (
    <>
      <path d="M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8z" />
      <path d="M14 3.5V8h4.5M9 13h6M9 16.5h4" />
    </>
  ),
  music: (
    <>
      <path d="M9 17.5V5.5l10-2v12" />
      <circle cx="6.5" cy="17.5" r="2.5" />
      <circle cx="16.5" cy="15.5" r="2.5" />
    </>
  ),
  /** Points the way the text reads next (right); give `flipInRtl` where that matters. */
  chevron: <path d="M9.5 5.5L16 12l-6.5 6.5" />,
  external: (
    <path d="M14 4.5h5.5V10M19.5 4.5L11 13M17.5 14v4a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 18V8A1.5 1.5 0 0 1 6 6.5h4" />
  ),
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
  back: <path d="M15 18l-6-6 6-6" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  list: <path d="M4 6h16M4 12h16M4 18h16" />,
  grid: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  /** Three dots in a row: a menu of more actions. */
  more: (
    <>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </>
  ),
  user: <path d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0" />,
  bookmark: <path d="M6 3h12v18l-6-4-6 4z" />,
  message: <path d="M4 5h16v11H8l-4 4z" />,
  eye: <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z" />,
  eye_off: (
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0112 5c6 0 10 7 10 7a17 17 0 01-3.1 3.9M6.6 6.6C3.9 8.4 2 12 2 12s4 7 10 7a9.7 9.7 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2" />
  ),
  details: <path d="M4 5h16v14H4zM9 11a2 2 0 100-4 2 2 0 000 4zM6 16a3 3 0 016 0M14 9h3M14 13h3" />,
  settings: <path d="M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4" />,
  bell: <path d="M6 9a6 6 0 0112 0c0 6 3 8 3 8H3s3-2 3-8M10.3 21a1.9 1.9 0 003.4 0" />,
  bag: <path d="M5 8h14l-1 13H6zM9 8V7a3 3 0 016 0v1" />,
  repeat: <path d="M17 2l4 4-4 4M3 12v-2a4 4 0 014-4h14M7 22l-4-4 4-4M21 12v2a4 4 0 01-4 4H3" />,
  help: <path d="M12 22a10 10 0 100-20 10 10 0 000 20zM9.1 9a3 3 0 015.8 1c0 2-3 3-3 3M12 17h.01" />,
  shield: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
  logout: <path d="M9 21H5V3h4M16 17l5-5-5-5M21 12H9" />,
  camera: <path d="M3 8h4l2-3h6l2 3h4v12H3zM12 17a4 4 0 100-8 4 4 0 000 8z" />,
  mail: <path d="M3 5h18v14H3zM3 6l9 7 9-7" />,
  key: <path d="M14 10a4 4 0 10-8 0 4 4 0 008 0zM13 12l8 8M18 17l2-2M16 15l2-2" />,
  search: <path d="M20 20l-4.2-4.2M11 18a7 7 0 110-14 7 7 0 010 14z" />,
  /** A form to fill in. */
  clipboard: (
    <path d="M9 3h6a1 1 0 011 1v2.5H8V4a1 1 0 011-1zM8 4.5H7a2 2 0 00-2 2V19a2 2 0 002 2h10a2 2 0 002-2V6.5a2 2 0 00-2-2h-1M8.5 12h7M8.5 16H13" />
  ),
  /** The triangle of a video's play button; drawn `isFilled` on a round button. */
  play_arrow: <path d="M9 5.5v13l10.4-6.5z" />,
  /** Six dots: a handle to drag a row by. */
  grip: (
    <>
      <circle cx="8.5" cy="5" r="1" />
      <circle cx="15.5" cy="5" r="1" />
      <circle cx="8.5" cy="12" r="1" />
      <circle cx="15.5" cy="12" r="1" />
      <circle cx="8.5" cy="19" r="1" />
      <circle cx="15.5" cy="19" r="1" />
    </>
  ),
} satisfies Record<PickableIconName, ReactNode> & Record<string, ReactNode>;

export type IconName = keyof typeof drawings;

type IconProps = {
  name: IconName;
  size?: number;
  /** Mirrors the icon in right-to-left text (arrows and chevrons that point the way one reads). */
  flipInRtl?: boolean;
  /** Fills the drawing's closed shapes with the colour too (a saved bookmark, a play triangle). */
  isFilled?: boolean;
  className?: string;
};

/** A decorative icon: hidden from screen readers, so the text or label beside it carries the meaning. */
export function Icon({ name, size = 24, flipInRtl = false, isFilled = false, className }: IconProps) {
  const classes = [styles.icon, flipInRtl ? styles.flip : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      data-icon={name}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[name]}
    </svg>
  );
}
