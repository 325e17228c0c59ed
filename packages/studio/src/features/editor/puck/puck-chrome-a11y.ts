import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Names for the parts of Puck's own interface that Puck leaves unnamed. */
export type PuckChromeLabels = {
  /** The canvas iframe's title. */
  canvas: string;
  /** The zoom select of the viewport controls. */
  zoom: string;
};

// Puck's class names are CSS-module hashes (`_Loader_1w5zn_13`); their readable part is stable.
/** Puck's spinner: a span with an aria-label but no role, which ARIA does not allow. */
const LOADER = 'span[class*="_Loader_"][aria-label]:not([role])';
const ZOOM_SELECT = 'select[class*="zoomSelect"]';
const CANVAS_FRAME = 'iframe#preview-frame';

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Fills in what Puck's interface lacks for assistive technology: its spinners become
 * (indeterminate) progress bars, so their "Loading" label is allowed and announced; the zoom select
 * gets a label; the canvas iframe gets a title. Puck offers no override for these parts.
 */
export function mendPuckChrome(root: ParentNode, labels: PuckChromeLabels): void {
  for (const loader of root.querySelectorAll(LOADER)) loader.setAttribute('role', 'progressbar');
  for (const select of root.querySelectorAll(ZOOM_SELECT)) setAttribute(select, 'aria-label', labels.zoom);
  for (const frame of root.querySelectorAll(CANVAS_FRAME)) setAttribute(frame, 'title', labels.canvas);
}

/** Mends Puck's interface under `ref` now and whenever Puck adds elements to it. */
export function usePuckChromeA11y(ref: RefObject<HTMLElement | null>, { canvas, zoom }: PuckChromeLabels): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const labels = { canvas, zoom };
    mendPuckChrome(root, labels);
    // Only added and removed elements are watched, so the attributes set here do not call back.
    const observer = new MutationObserver(() => mendPuckChrome(root, labels));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, canvas, zoom]);
}
