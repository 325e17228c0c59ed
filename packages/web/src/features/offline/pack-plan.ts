import { OFFLINE_CACHE, offlineCacheKey, SESSION_COPY_PATH } from '../../service-worker/cache-keys';
import type { RequestKind } from '../../service-worker/routes';

export { OFFLINE_CACHE };

/** What "Download for offline" was asked on: a program or a pack, from its page. */
export type PackRef = {
  kind: 'program' | 'pack';
  id: string;
  pageId: string;
  /** The program's or pack's own page, where the download was asked. */ pagePath?: string;
};

/** `GET /workouts/offline_bundle`'s answer (core's offlineBundleContract). */
export type OfflineBundle = {
  pages: { id: string; path: string | null; title: string }[];
  workout_ids: string[];
  media: { url: string; bytes: number | null }[];
  total_bytes: number;
};

/** One request a pack stores: fetched as the app fetches it, kept under the key the worker looks for. */
export type PackRequest = {
  url: string;
  key: string;
  kind: RequestKind;
  method: 'GET' | 'POST';
  accept: string;
  /** A pack is useless without it: a failure stops the download. */
  isRequired: boolean;
};

/** What a stored pack remembers, to show "Available offline" and to remove exactly its files. */
export type PackManifest = {
  kind: PackRef['kind'];
  id: string;
  pageId: string;
  keys: string[];
  bytes: number;
  pages: number;
  workouts: number;
  savedAt: string;
};

export const manifestKey = (origin: string, ref: Pick<PackRef, 'kind' | 'id'>) =>
  `${origin}/__offline/packs/${ref.kind}-${ref.id}.json`;
export const MANIFEST_PREFIX = '/__offline/packs/';

function pageDataPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/__/index.json' : `/__${trimmed}/index.json`;
}

/**
 * Everything a pack needs to open in airplane mode (decision 035): the app's shell, each page's
 * document and data as this member may see them (the lock decisions come with them, decided by
 * the server), the program's or pack's reads, each workout, its sessions (the member's last sets
 * prefill the next), the member's session check, and the media on this origin.
 */
export function packRequests(ref: PackRef, bundle: OfflineBundle, origin: string): PackRequest[] {
  const requests: PackRequest[] = [];
  const seen = new Set<string>();
  const add = (
    path: string,
    kind: RequestKind,
    options: { isRequired: boolean; method?: 'GET' | 'POST'; accept?: string },
  ) => {
    const url = new URL(path, origin);
    if (url.origin !== origin) return;
    const key =
      kind === 'session-check' ? `${origin}${SESSION_COPY_PATH}` : offlineCacheKey(kind, url);
    if (seen.has(key)) return;
    seen.add(key);
    requests.push({
      url: url.href,
      key,
      kind,
      method: options.method ?? 'GET',
      accept: options.accept ?? 'application/json',
      isRequired: options.isRequired,
    });
  };
  add('/', 'document', { isRequired: true, accept: 'text/html' });
  add(SESSION_COPY_PATH, 'session-check', { isRequired: true, method: 'POST' });
  const pages = ref.pagePath ? [{ path: ref.pagePath }, ...bundle.pages] : bundle.pages;
  for (const page of pages) {
    if (page.path === null) continue;
    add(page.path, 'document', { isRequired: true, accept: 'text/html' });
    add(pageDataPath(page.path), 'page-data', { isRequired: true });
  }
  const query = `?page_id=${encodeURIComponent(ref.pageId)}`;
  const api = ref.kind === 'program' ? '/api/programs' : '/api/packages';
  add(`${api}${query}`, 'offline-api', { isRequired: true });
  add(`${api}/subscriptions`, 'offline-api', { isRequired: false });
  for (const id of bundle.workout_ids) {
    add(`/api/workouts/${encodeURIComponent(id)}`, 'offline-api', { isRequired: true });
    add(`/api/workouts/${encodeURIComponent(id)}/sessions`, 'offline-api', { isRequired: false });
  }
  for (const media of bundle.media) {
    try {
      if (new URL(media.url, origin).origin === origin)
        add(media.url, 'media', { isRequired: false, accept: '*/*' });
    } catch {
      // Not an address: nothing to keep.
    }
  }
  return requests;
}

/** Media the pack cannot keep (another site's video): the member is told it needs a connection. */
export function mediaElsewhere(bundle: OfflineBundle, origin: string): number {
  return bundle.media.filter((media) => {
    try {
      return new URL(media.url, origin).origin !== origin;
    } catch {
      return false;
    }
  }).length;
}
