/**
 * Which requests the service worker answers, and how. Pure, so the rules are tested without a
 * worker (routes.test.ts) and read in one place.
 *
 * - The app's own code (`/assets/…`, hashed names) is precached: the shell works offline. The few
 *   large chunks left out of the precache (video players, maps) are cached when first used.
 * - Documents: network first; the last rendered document of a path (and of `/`, the shell) is
 *   the offline answer. The server renders the app's config and theme into every document, so
 *   the built index.html is never cached on its own: it would start no app.
 * - Page data (`/__/…`) is the same for every visitor (never personal): network first, so pages
 *   seen before open offline.
 * - Fonts (`/fonts/…`, immutable) and media (`/media/…`, unguessable names that never change
 *   content): cache first, bounded.
 * - `/api/…` (personal answers, the realtime socket), the studio, the dev mailbox and the
 *   manifest and icons (they follow the owner's changes) are never cached — except what the
 *   member chose to download for offline (decision 035): the few reads a workout, program or pack
 *   screen makes (`offline-api`) and the session check (`session-check`) go to the network and,
 *   only when it fails, are answered from the member's offline packs, exactly as they were
 *   fetched. Signing out (`sign-out`) deletes those packs.
 */
export type RequestKind =
  | 'document'
  | 'asset'
  | 'page-data'
  | 'font'
  | 'media'
  | 'offline-api'
  | 'session-check'
  | 'sign-out'
  | 'none';

/** The member's reads that a downloaded pack keeps (exact paths or prefixes ending in `/`). */
const OFFLINE_API = ['/api/workouts/', '/api/workout_group_items/', '/api/exercises/', '/api/programs', '/api/programs/subscriptions', '/api/packages', '/api/packages/subscriptions'];

function isOfflineApi(path: string): boolean {
  return OFFLINE_API.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));
}

const NEVER = ['/api/', '/studio', '/dev/', '/code-frame', '/manifest.webmanifest', '/pwa-icons/', '/apple-touch-icon'];

export function requestKind(args: { method: string; mode: string; destination: string; url: URL; origin: string }): RequestKind {
  const { method, mode, destination, url, origin } = args;
  if (url.origin !== origin) return 'none';
  const path = url.pathname;
  if (method === 'POST' && path === '/api/auth/verify') return 'session-check';
  if (method === 'POST' && path === '/api/auth/logout') return 'sign-out';
  if (method !== 'GET') return 'none';
  if (isOfflineApi(path)) return 'offline-api';
  if (NEVER.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return 'none';
  // The studio's preview shows drafts: never kept, never answered from a cache.
  if (url.searchParams.has('page-builder')) return 'none';
  if (mode === 'navigate' || destination === 'document') return 'document';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/__/')) return 'page-data';
  if (path.startsWith('/fonts/')) return 'font';
  if (path.startsWith('/media/')) return 'media';
  return 'none';
}

/** The query parameter the update flow adds to force a fresh document (SPEC §2). */
export const CACHE_BUST_PARAM = '_v';

/** The message a page sends a waiting worker to take over (the update flow). */
export const SKIP_WAITING_MESSAGE = 'tessera-skip-waiting';

/** Where a push notification's click goes: its own app path, else home; never another origin. */
export function notificationTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

export type PushPayload = { title: string; body: string; url: string | null; tag: string | null; icon: string | null };

/** A push message's JSON as the server sends it (`title`, `body`, `url`, `tag`); anything else shows the app's name. */
export function readPushPayload(json: unknown, fallbackTitle: string): PushPayload {
  const value = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const text = (field: string, max: number) => (typeof value[field] === 'string' ? (value[field] as string).slice(0, max) : null);
  return {
    title: text('title', 200) || fallbackTitle,
    body: text('body', 1000) ?? '',
    url: text('url', 500),
    tag: text('tag', 200),
    icon: text('icon', 500),
  };
}
