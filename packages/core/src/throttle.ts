/** A throttled function, and a way to drop its pending trailing call (on unmount). */
export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void };

/**
 * Calls `fn` at most once per `ms` (SPEC §9: resize handling is throttled at 100 ms). The first
 * call runs at once; calls inside the window are folded into one trailing call with the latest
 * arguments, so the final size after a resize is never lost.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let timer: TimerHandle | null = null;
  let pending: A | null = null;

  const endWindow = () => {
    timer = null;
    if (pending === null) return;
    const args = pending;
    pending = null;
    run(args);
  };
  const run = (args: A) => {
    fn(...args);
    timer = setTimeout(endWindow, ms);
  };

  const throttled = (...args: A) => {
    if (timer === null) run(args);
    else pending = args;
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
