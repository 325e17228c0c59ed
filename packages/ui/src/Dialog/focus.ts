/**
 * Makes everything outside `element` inert (unfocusable, hidden from assistive technology) by
 * marking the siblings of each of its ancestors up to <body>. Returns the undo. Elements that were
 * already inert (e.g. under an earlier dialog) are left as they were.
 */
export function inertOthers(element: HTMLElement): () => void {
  const marked: Element[] = [];
  let node: HTMLElement | null = element;
  while (node && node !== document.body && node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
    node = node.parentElement;
  }
  return () => {
    for (const sibling of marked) sibling.removeAttribute('inert');
  };
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]'));
}
