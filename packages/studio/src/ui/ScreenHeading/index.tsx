import { useEffect, useRef, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * A screen's h1. It takes focus when the screen appears, so after a client-side navigation a
 * keyboard or screen-reader user starts at the new content rather than at a vanished button.
 */
export function ScreenHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} id={id} className={styles.heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
