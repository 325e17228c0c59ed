import type { KeyboardEvent } from 'react';

/**
 * Enter or Space on a focused canvas block selects it, as a click does (Puck selects on click and
 * has no key for it), so a keyboard user reaches the block's fields. Keys inside the block's own
 * content are left alone.
 */
export function selectOnEnter(event: KeyboardEvent<HTMLElement>): void {
  if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault();
  event.currentTarget.click();
}
