import { useLayoutEffect, useState } from 'react';
import type { CSSProperties, RefObject } from 'react';

const GUTTER = 16;
const MIN_HEIGHT = 560;

/**
 * The editor needs the window's width and the rest of its height, though it sits in the studio's
 * centred column: this measures where the column puts it and returns a style that stretches it
 * to the window's edges (scrollbar excluded) and down to the bottom of the window.
 */
export function useEditorFrame(ref: RefObject<HTMLElement | null>): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      const parent = element?.parentElement;
      if (!element || !parent) return;
      const parentBox = parent.getBoundingClientRect();
      const top = element.getBoundingClientRect().top + window.scrollY;
      const pageWidth = document.documentElement.clientWidth;
      // The start margin pulls the editor out to the window's edge; in right-to-left that is the right one.
      const isRtl = getComputedStyle(parent).direction === 'rtl';
      const outdent = isRtl ? { marginRight: GUTTER - (pageWidth - parentBox.right) } : { marginLeft: GUTTER - parentBox.left };
      setStyle({
        width: pageWidth - GUTTER * 2,
        ...outdent,
        height: Math.max(MIN_HEIGHT, window.innerHeight - top - GUTTER),
      });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return style;
}
