import { api } from '../../app/api/api';
import { manifestKey, MANIFEST_PREFIX, OFFLINE_CACHE, packRequests } from './pack-plan';
import type { OfflineBundle, PackManifest, PackRef, PackRequest } from './pack-plan';

/**
 * "Download for offline" (decision 035): asks the server what a program or pack needs, then keeps
 * each answer, as fetched, in the Cache Storage the service worker reads when offline. A pack's
 * manifest lists its keys, so removing one pack never removes what another still uses.
 */

export type DownloadProgress = { done: number; total: number; bytes: number };

const origin = () => window.location.origin;

export async function askBundle(ref: PackRef, signal?: AbortSignal): Promise<OfflineBundle> {
  const { offlineBundleContract } = await import('@tessera/core/api/workouts');
  const query = ref.kind === 'program' ? { program_id: ref.id } : { pack_id: ref.id };
  return api(offlineBundleContract, { query }, { signal });
}

export type StorageRoom = { usage: number | null; quota: number | null; isPersisted: boolean };

/** How much this origin uses and may use (navigator.storage), when the browser says. */
export async function storageRoom(): Promise<StorageRoom> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  const estimate = await storage?.estimate?.().catch(() => null);
  const isPersisted = (await storage?.persisted?.().catch(() => false)) ?? false;
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, isPersisted };
}

/** Asks the browser to keep the downloads under storage pressure; some decide by themselves. */
export async function askToPersist(): Promise<boolean> {
  return (await navigator.storage?.persist?.().catch(() => false)) ?? false;
}

export async function readManifest(
  ref: Pick<PackRef, 'kind' | 'id'>,
): Promise<PackManifest | null> {
  if (!(await caches.has(OFFLINE_CACHE))) return null;
  const found = await (await caches.open(OFFLINE_CACHE)).match(manifestKey(origin(), ref));
  return found ? ((await found.json()) as PackManifest) : null;
}

async function allManifests(cache: Cache): Promise<PackManifest[]> {
  const keys = await cache.keys();
  const manifests = keys.filter((request) =>
    new URL(request.url).pathname.startsWith(MANIFEST_PREFIX),
  );
  return Promise.all(
    manifests.map(async (request) => (await (await cache.match(request))!.json()) as PackManifest),
  );
}

/**
 * Fetched as the member's browser fetches a page: the session cookie says who is asking (the
 * server decides each page's lock for them), the app's slug which app.
 */
async function fetchForPack(
  request: PackRequest,
  appSlug: string,
  signal: AbortSignal,
): Promise<Response> {
  return fetch(request.url, {
    method: request.method,
    credentials: 'same-origin',
    headers: request.kind === 'media' ? {} : { 'X-App-Slug': appSlug, accept: request.accept },
    signal,
  });
}

/** Removes keys no other pack lists; with no pack left, the whole cache goes. */
async function release(cache: Cache, keys: string[], keep: PackManifest[]) {
  const used = new Set(keep.flatMap((manifest) => manifest.keys));
  for (const key of keys) if (!used.has(key)) await cache.delete(key, { ignoreVary: true });
  if (keep.length === 0) await caches.delete(OFFLINE_CACHE);
}

export class DownloadFailed extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`Could not download ${url} (${status})`);
    this.name = 'DownloadFailed';
  }
}

/**
 * Stores a pack. Three requests at a time; progress after each. A failure of a required request
 * or a cancel removes what this download added (what other packs list stays).
 */
export async function downloadPack(args: {
  ref: PackRef;
  bundle: OfflineBundle;
  appSlug: string;
  signal: AbortSignal;
  onProgress: (progress: DownloadProgress) => void;
}): Promise<PackManifest> {
  const { ref, bundle, appSlug, signal, onProgress } = args;
  const requests = packRequests(ref, bundle, origin());
  const cache = await caches.open(OFFLINE_CACHE);
  const others = (await allManifests(cache)).filter(
    (manifest) => !(manifest.kind === ref.kind && manifest.id === ref.id),
  );
  const stored: string[] = [];
  let bytes = 0;
  let done = 0;
  onProgress({ done, total: requests.length, bytes });
  const queue = [...requests];
  // The member's cancel, or a required file that failed: the other requests stop too.
  const stop = new AbortController();
  const onCancel = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onCancel, { once: true });
  const worker = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      stop.signal.throwIfAborted();
      const response = await fetchForPack(request, appSlug, stop.signal).catch((error: unknown) => {
        if (stop.signal.aborted) throw error;
        return null;
      });
      if (response?.ok) {
        const body = await response.blob();
        const headers = new Headers(response.headers);
        headers.delete('set-cookie');
        stop.signal.throwIfAborted();
        await cache.put(
          request.key,
          new Response(body, { status: response.status, statusText: response.statusText, headers }),
        );
        stored.push(request.key);
        bytes += body.size;
      } else if (request.isRequired) {
        throw new DownloadFailed(request.url, response?.status ?? 0);
      }
      done += 1;
      onProgress({ done, total: requests.length, bytes });
    }
  };
  const outcomes = await Promise.allSettled(
    [worker(), worker(), worker()].map((run) =>
      run.catch((error: unknown) => {
        stop.abort(error);
        throw error;
      }),
    ),
  );
  signal.removeEventListener('abort', onCancel);
  const failures = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
  );
  if (failures.length > 0) {
    await release(cache, stored, others);
    throw failures.find((error) => error instanceof DownloadFailed) ?? failures[0];
  }
  const manifest: PackManifest = {
    kind: ref.kind,
    id: ref.id,
    pageId: ref.pageId,
    keys: stored,
    bytes,
    pages: bundle.pages.length,
    workouts: bundle.workout_ids.length,
    savedAt: new Date().toISOString(),
  };
  await cache.put(
    manifestKey(origin(), ref),
    new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }),
  );
  return manifest;
}

export async function removePack(ref: Pick<PackRef, 'kind' | 'id'>): Promise<void> {
  if (!(await caches.has(OFFLINE_CACHE))) return;
  const cache = await caches.open(OFFLINE_CACHE);
  const manifest = await readManifest(ref);
  await cache.delete(manifestKey(origin(), ref));
  const others = await allManifests(cache);
  await release(cache, manifest?.keys ?? [], others);
}
