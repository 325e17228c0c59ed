import { useEffect, useState } from 'react';

/**
 * The wall-clock time, refreshed a few times a second while `active` and at once when the page is
 * shown again (a phone unlocked): timers compute what is left from it, never from ticks.
 */
export function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const update = () => setNow(Date.now());
    update();
    const timer = window.setInterval(update, intervalMs);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [active, intervalMs]);
  return now;
}
