/**
 * The service worker waiting to take over, if any. Its own few lines, so the shell's navigation
 * hook (use-reload-for-update.ts) reads it without bringing the registration code
 * (service-worker.ts, loaded after the page has) into the first download.
 */
let waiting: ServiceWorker | null = null;

export const isUpdateWaiting = (): boolean => waiting !== null;

/** The worker waiting to take over (the update flow, reload-for-update.ts, tells it to). */
export const waitingWorker = (): ServiceWorker | null => waiting;

export function setWaitingWorker(worker: ServiceWorker | null): void {
  waiting = worker;
}
