import { RELOAD_LOADER_MS } from '@tessera/core/constants';
import i18next from 'i18next';
import { CACHE_BUST_PARAM, SKIP_WAITING_MESSAGE } from '../../service-worker/routes';
import { waitingWorker } from './update-state';

/**
 * SPEC §2's update flow: the next navigation after an update is waiting reloads the page with a
 * cache-busting parameter behind a global loader shown for 1.5 s. Its own chunk (the worker has it
 * precached), loaded by use-reload-for-update.ts only when an update is waiting.
 */

/** `href` with a fresh cache-busting parameter. */
export function withCacheBust(href: string, now: number = Date.now()): string {
  const url = new URL(href, window.location.origin);
  url.searchParams.set(CACHE_BUST_PARAM, String(now));
  return url.href;
}

export const RELOAD_LOADER_ID = 'tessera-reload-loader';

/** The global loader: plain DOM, so it shows whatever React is doing, and survives until the reload. */
export function showReloadLoader(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(RELOAD_LOADER_ID);
  if (existing) return existing;
  const loader = doc.createElement('div');
  loader.id = RELOAD_LOADER_ID;
  loader.setAttribute('role', 'status');
  loader.setAttribute('aria-live', 'polite');
  loader.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;background:rgba(var(--color-bg-rgb, 247, 248, 249), 0.92);color:var(--color-text, #384250);font:inherit';
  const spinner = doc.createElement('div');
  spinner.setAttribute('aria-hidden', 'true');
  spinner.className = 'tessera-reload-spinner';
  const label = doc.createElement('p');
  label.textContent = i18next.t('app.updating');
  const box = doc.createElement('div');
  box.style.cssText = 'display:grid;justify-items:center;gap:12px';
  box.append(spinner, label);
  loader.append(box);
  doc.body.append(loader);
  return loader;
}

let isReloading = false;

/** Tests only. */
export function resetReloadForTest(): void {
  isReloading = false;
  document.getElementById(RELOAD_LOADER_ID)?.remove();
}

/**
 * SPEC §2: the waiting worker takes over, the loader shows for 1.5 s, then the page at `href`
 * loads afresh (the parameter gets past any HTTP cache on the way).
 */
export function reloadForUpdate(href: string, { navigateTo = (url: string) => window.location.replace(url) }: { navigateTo?: (url: string) => void } = {}): void {
  if (isReloading) return;
  isReloading = true;
  showReloadLoader();
  waitingWorker()?.postMessage(SKIP_WAITING_MESSAGE);
  setTimeout(() => navigateTo(withCacheBust(href)), RELOAD_LOADER_MS);
}

