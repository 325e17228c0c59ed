import { setWaitingWorker } from './update-state';

export { dropCacheBust } from './cache-bust';
export { isUpdateWaiting, waitingWorker } from './update-state';

/**
 * The member app's service worker, from the page's side: registration and noticing a waiting
 * update (update-state.ts). A chunk of its own, loaded by main.tsx once the page has started; the
 * update flow itself (reload-for-update.ts) is another, loaded when an update is there to apply.
 */
let lastUpdateCheck = 0;
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

function watch(registration: ServiceWorkerRegistration) {
  const container = navigator.serviceWorker;
  // Only an update: the first worker installed takes over without a reload.
  if (registration.waiting && container.controller) setWaitingWorker(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) setWaitingWorker(installing);
    });
  });
  // A tab left open for days still hears of new versions: check when it comes back, hourly at most.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastUpdateCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastUpdateCheck = Date.now();
    void registration.update().catch(() => undefined);
  });
}

/** Registers `/sw.js` once the page has loaded (it never competes with the first paint). */
export function registerServiceWorker({ isEnabled }: { isEnabled: boolean }): void {
  if (!isEnabled || !('serviceWorker' in navigator)) return;
  const register = () => {
    lastUpdateCheck = Date.now();
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(watch, (error: unknown) => console.warn('The service worker could not be registered', error));
    // Workout logs queued offline on an earlier visit (features/offline): sent once the member is back.
    void import('../offline/sync-at-start').then(({ syncAtStart }) => syncAtStart()).catch((error: unknown) => console.warn('Could not check the offline outbox', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Tests only: pretend a worker is waiting (or not). */
export const setWaitingForTest = setWaitingWorker;
