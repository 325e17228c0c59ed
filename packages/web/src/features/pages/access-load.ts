import { ACCESS_RETRY_AUTH_MS, ACCESS_RETRY_BUSY_MS, ACCESS_RETRY_CAP } from '@tessera/core/constants';

/** How many access loads may run at once; more wait their turn (SPEC §8 retry rule). */
export const ACCESS_LOAD_CONCURRENCY = 4;

type AccessLoadOptions<T> = {
  /** The load itself (a link's target page data, which carries its page access). */
  load: () => Promise<T>;
  /** The session check has answered (SPEC §4 auth state not `unchecked`). */
  isAuthChecked: () => boolean;
  /** Another load is in progress (the shared limiter says no room). */
  isBusy: () => boolean;
  setTimer?: (callback: () => void, ms: number) => unknown;
};

/**
 * SPEC §8: an access load waits for the auth check (retrying every 250 ms) and for other loads
 * (every 100 ms), and after 100 tries gives up silently, resolving `undefined`: the link then
 * behaves as a plain link and the page itself decides.
 */
export function loadAccessWithRetry<T>({ load, isAuthChecked, isBusy, setTimer = setTimeout }: AccessLoadOptions<T>): Promise<T | undefined> {
  return new Promise((resolve) => {
    const attempt = (tries: number) => {
      const delay = !isAuthChecked() ? ACCESS_RETRY_AUTH_MS : isBusy() ? ACCESS_RETRY_BUSY_MS : 0;
      if (delay === 0) {
        load().then(resolve, () => resolve(undefined));
        return;
      }
      if (tries >= ACCESS_RETRY_CAP) {
        resolve(undefined);
        return;
      }
      setTimer(() => attempt(tries + 1), delay);
    };
    attempt(0);
  });
}

/** The shared limiter: counts loads in progress across every link on screen. */
export function createAccessLimiter(concurrency = ACCESS_LOAD_CONCURRENCY) {
  let running = 0;
  return {
    isBusy: () => running >= concurrency,
    run<T>(load: () => Promise<T>): Promise<T> {
      running += 1;
      return load().finally(() => {
        running -= 1;
      });
    },
  };
}

export const accessLimiter = createAccessLimiter();
