/**
 * How long start-up work waits for an idle moment at most: on a slow phone hydration may keep the
 * main thread busy for seconds, and the member's own state should not wait longer than this.
 */
export const IDLE_WAIT_MS = 3000;

/** Without requestIdleCallback (Safari), a task's time lets React finish what it is hydrating. */
const FALLBACK_DELAY_MS = 50;

/**
 * Resolves at the browser's next idle moment. React hydrates in tasks the browser runs before idle
 * callbacks, so work started here neither lengthens those tasks nor, by changing a store while a
 * part of the page is still being hydrated, makes React hydrate the rest in one long blocking task.
 */
export function whenIdle(win: Window = window, timeoutMs = IDLE_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else win.setTimeout(resolve, FALLBACK_DELAY_MS);
  });
}
