/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute, matchPrecache } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { notificationTarget, readPushPayload, requestKind, SKIP_WAITING_MESSAGE } from './routes';
import { documentCacheKey, OFFLINE_CACHE, offlineCacheKey, pageDataCacheKey, SESSION_COPY_PATH } from './cache-keys';
import type { RequestKind } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const OFFLINE_PAGE = '/offline.html';
const DOCUMENTS = 'tessera-documents';

// The app's built code, CSS and the offline page (vite-plugin-pwa injects the list at build time).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const kindOf = ({ request, url }: { request: Request; url: URL }) =>
  requestKind({ method: request.method, mode: request.mode, destination: request.destination, url, origin: self.location.origin });

// The member's offline packs (decision 035): what "Download for offline" stored, exactly as the
// server answered it (a gated page as this member may see it: nothing is decided here). They
// answer only when the network cannot, after the worker's own caches.
async function fromOfflinePacks(kind: RequestKind, url: URL): Promise<Response | undefined> {
  if (!(await caches.has(OFFLINE_CACHE))) return undefined;
  const cache = await caches.open(OFFLINE_CACHE);
  const key = offlineCacheKey(kind, url);
  return (
    (await cache.match(key, { ignoreVary: true })) ??
    // A workout's own reads (its sessions, a page of history) differ only by paging.
    (url.pathname.startsWith('/api/workouts/') ? await cache.match(key, { ignoreVary: true, ignoreSearch: true }) : undefined)
  );
}

const offlineFallback = (kind: RequestKind): WorkboxPlugin => ({
  handlerDidError: async ({ request }) => fromOfflinePacks(kind, new URL(request.url)),
});

/** A copy kept in a pack follows the network's newer answer (a subscription changed, a workout edited). */
async function refreshOfflineCopy(key: string, response: Response) {
  if (!(await caches.has(OFFLINE_CACHE))) return;
  const cache = await caches.open(OFFLINE_CACHE);
  if (await cache.match(key, { ignoreVary: true })) await cache.put(key, response);
}

async function forgetOfflinePacks() {
  await caches.delete(OFFLINE_CACHE);
}

// Documents: the network's answer, else the last one of this path, else the shell rendered for
// `/` (the app routes on the client), else the offline page.
const documents = new NetworkFirst({
  cacheName: DOCUMENTS,
  networkTimeoutSeconds: 5,
  plugins: [
    { cacheKeyWillBeUsed: async ({ request }) => documentCacheKey(new URL(request.url)) },
    new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * 24 * 3600 }),
  ],
});
registerRoute(
  (options) => kindOf(options) === 'document',
  async (options) => {
    try {
      const response = await documents.handle(options);
      // Keep `/` too, as the shell for paths never visited before.
      if (response.ok && new URL(options.request.url).pathname !== '/') void refreshShell();
      return response;
    } catch {
      const cache = await caches.open(DOCUMENTS);
      return (
        (await fromOfflinePacks('document', new URL(options.request.url))) ??
        (await cache.match(`${self.location.origin}/`)) ??
        (await fromOfflinePacks('document', new URL('/', self.location.origin))) ??
        (await matchPrecache(OFFLINE_PAGE)) ??
        Response.error()
      );
    }
  },
);

let lastShellRefresh = 0;
/** Fetches `/` now and then while online, so the offline shell follows the app's config. */
async function refreshShell() {
  if (Date.now() - lastShellRefresh < 10 * 60_000) return;
  lastShellRefresh = Date.now();
  try {
    const response = await fetch(`${self.location.origin}/`, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    if (response.ok) await (await caches.open(DOCUMENTS)).put(`${self.location.origin}/`, response);
  } catch {
    // Offline or failing: the shell already cached stays.
  }
}

// Built code is named by its content: what is not precached (large, rarely used) is kept once used.
registerRoute(
  (options) => kindOf(options) === 'asset',
  new CacheFirst({ cacheName: 'tessera-assets', plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })] }),
);
registerRoute(
  (options) => kindOf(options) === 'page-data',
  new NetworkFirst({
    cacheName: 'tessera-page-data',
    networkTimeoutSeconds: 5,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => pageDataCacheKey(new URL(request.url)) },
      new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 7 * 24 * 3600 }),
      offlineFallback('page-data'),
    ],
  }),
);
registerRoute(
  (options) => kindOf(options) === 'font',
  new CacheFirst({ cacheName: 'tessera-fonts', plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 365 * 24 * 3600 })] }),
);
registerRoute(
  (options) => kindOf(options) === 'media',
  new CacheFirst({
    cacheName: 'tessera-media',
    // Cross-origin or opaque answers are not cached (status 0); a 404 is not either.
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }), offlineFallback('media')],
  }),
);

// A workout's, program's or pack's reads: always the network's answer while there is one.
registerRoute(
  (options) => kindOf(options) === 'offline-api',
  async ({ request, url, event }) => {
    try {
      const response = await fetch(request);
      if (response.ok) event.waitUntil(refreshOfflineCopy(offlineCacheKey('offline-api', url), response.clone()));
      return response;
    } catch (error) {
      const copy = await fromOfflinePacks('offline-api', url);
      if (copy) return copy;
      throw error;
    }
  },
);

// The session check: offline, a member who downloaded packs is still themselves (the last answer
// kept); a 401 or another member's answer means the packs are not theirs any more.
registerRoute(
  (options) => kindOf(options) === 'session-check',
  async ({ request, event }) => {
    const key = `${self.location.origin}${SESSION_COPY_PATH}`;
    try {
      const response = await fetch(request.clone());
      if (response.ok) event.waitUntil(keepSessionCopy(key, response.clone()));
      else if (response.status === 401) event.waitUntil(forgetOfflinePacks());
      return response;
    } catch (error) {
      const copy = await fromOfflinePacks('session-check', new URL(key));
      if (copy) return copy;
      throw error;
    }
  },
  'POST',
);

async function keepSessionCopy(key: string, response: Response) {
  if (!(await caches.has(OFFLINE_CACHE))) return;
  const cache = await caches.open(OFFLINE_CACHE);
  const kept = await cache.match(key);
  if (!kept) return;
  const userOf = async (answer: Response) => ((await answer.clone().json().catch(() => null)) as { user?: { id?: string } } | null)?.user?.id ?? null;
  if ((await userOf(kept)) !== (await userOf(response))) await forgetOfflinePacks();
  else await cache.put(key, response);
}

// Signing out (also offline, where the call itself fails) deletes what was downloaded.
registerRoute(
  (options) => kindOf(options) === 'sign-out',
  async ({ request, event }) => {
    event.waitUntil(forgetOfflinePacks());
    return fetch(request);
  },
  'POST',
);

setCatchHandler(async ({ request }) => (request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error()));

// The update flow (SPEC §2): a new worker waits until the page asks it to take over.
self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let json: unknown = null;
  try {
    json = event.data?.json() ?? null;
  } catch {
    json = { body: event.data?.text() ?? '' };
  }
  const payload = readPushPayload(json, self.registration.scope ? new URL(self.registration.scope).hostname : '');
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      data: { url: payload.url },
      icon: payload.icon ?? '/pwa-icons/current/192.png',
      badge: '/pwa-icons/current/192.png',
      ...(payload.tag ? { tag: payload.tag } : {}),
    }),
  );
});

// A tap focuses an open window of the app (and takes it to the push's page), or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin && !new URL(client.url).pathname.startsWith('/studio'));
      if (open) {
        const focused = await open.focus();
        if (focused.url !== target) await focused.navigate(target).catch(() => null);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
