import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publishedAccessTrees, publishedPages } from './schema';

/**
 * Prepared bytes of a published document, their ETag, and compressed forms made once on first
 * demand (a document is served many times between publishes).
 */
export type PreparedDocument = {
  body: Buffer;
  etag: string;
  encoded: { br?: Buffer; gzip?: Buffer };
  /** Some access rule can refuse someone: never serve `body` without asking the access engine. */
  isGated: boolean;
  /** The content-free page for lock screens (gated pages only). */
  lockBody: string | null;
  /** Parsed once on first use (access trees are read per gated request). */
  parsed?: unknown;
};

/** Documents smaller than this are sent as they are: compressing them saves nothing. */
const MIN_COMPRESS_BYTES = 1024;

export function encodedBody(doc: PreparedDocument, acceptEncoding: string | undefined): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  if (!acceptEncoding || doc.body.length < MIN_COMPRESS_BYTES) return { body: doc.body, encoding: null };
  if (acceptEncoding.includes('br')) {
    doc.encoded.br ??= brotliCompressSync(doc.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    return { body: doc.encoded.br, encoding: 'br' };
  }
  if (acceptEncoding.includes('gzip')) {
    doc.encoded.gzip ??= gzipSync(doc.body, { level: 9 });
    return { body: doc.encoded.gzip, encoding: 'gzip' };
  }
  return { body: doc.body, encoding: null };
}

export function prepare(json: unknown): { text: string; etag: string } {
  const text = JSON.stringify(json);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  return { text, etag };
}

/**
 * The in-memory side of the publish cache: an LRU of prepared documents in front of the
 * `published_*` tables. Misses are remembered too, so unknown paths do not cost a query each.
 * Entries expire after `ttlMs` so that another instance's publish shows up here soon; a publish on
 * this instance clears the app's entries at once.
 */
export type PublishCache = {
  /** Synchronous, for the page-data fast path; `at` is the caller's reading of the clock, when it has one. */
  peekPage: (appId: string, path: string, at?: number) => PreparedDocument | null | undefined;
  getPage: (appId: string, path: string) => Promise<PreparedDocument | null>;
  getAccessTree: (appId: string, rootId: string) => Promise<PreparedDocument | null>;
  invalidateApp: (appId: string) => void;
};

// `isReferenced`: read since it was stored or last spared (second-chance eviction, below).
type Entry = { value: PreparedDocument | null; expiresAt: number; isReferenced: boolean; appId: string; source: Source; id: string };
type Source = 'page' | 'tree';
/** One app's entries by page path and by access-tree root. */
type Shelf = Record<Source, Map<string, Entry>>;

export function createPublishCache(args: { db: Db; maxEntries?: number; ttlMs?: number; now?: () => number }): PublishCache {
  const { db } = args;
  const maxEntries = args.maxEntries ?? 10_000;
  const ttlMs = args.ttlMs ?? 10_000;
  const now = args.now ?? Date.now;
  // Looked up by app, then by path or root: the keys are strings the caller already holds, so a
  // lookup builds and hashes no new key (a joined key string cost the fast path ~0.25 µs a request).
  const shelves = new Map<string, Shelf>();
  // Every entry in the order it was stored (or last spared), for eviction.
  const order = new Set<Entry>();

  const find = (source: Source, appId: string, id: string) => shelves.get(appId)?.[source].get(id);

  function peek(source: Source, appId: string, id: string, at = now()): PreparedDocument | null | undefined {
    const hit = find(source, appId, id);
    if (!hit || hit.expiresAt <= at) return undefined;
    // A hit only marks the entry: moving it to the end of the order on every read (a delete and an
    // insert) cost the busiest path of the product ~8 % of its throughput (issue #18).
    hit.isReferenced = true;
    return hit.value;
  }

  function forget(entry: Entry) {
    order.delete(entry);
    const shelf = shelves.get(entry.appId)?.[entry.source];
    if (shelf?.get(entry.id) === entry) shelf.delete(entry.id);
  }

  /**
   * Second-chance eviction, an approximation of least-recently-used: from the oldest insertion on,
   * an entry read since it was stored is spared once (moved to the end, unmarked); the first one that
   * was not is dropped. Each spared entry must be read again to survive the next round.
   */
  function evictOne() {
    for (const entry of order) {
      if (!entry.isReferenced) return forget(entry);
      order.delete(entry);
      entry.isReferenced = false;
      order.add(entry);
    }
  }

  function remember(source: Source, appId: string, id: string, value: PreparedDocument | null): PreparedDocument | null {
    let shelf = shelves.get(appId);
    if (!shelf) shelves.set(appId, (shelf = { page: new Map(), tree: new Map() }));
    const stale = shelf[source].get(id);
    if (stale) order.delete(stale);
    const entry: Entry = { value, expiresAt: now() + ttlMs, isReferenced: false, appId, source, id };
    shelf[source].set(id, entry);
    order.add(entry);
    if (order.size > maxEntries) evictOne();
    return value;
  }

  /**
   * An expired document is revalidated by its ETag alone: when another instance has not republished
   * it, the bytes, their compressed forms and anything parsed from them are kept (a 100 000-page
   * access tree is not fetched and parsed again every few seconds).
   */
  async function revalidate(source: Source, appId: string, id: string): Promise<PreparedDocument | null | undefined> {
    const stale = find(source, appId, id);
    if (!stale?.value) return undefined;
    const [row] =
      source === 'page'
        ? await db.select({ etag: publishedPages.etag }).from(publishedPages).where(and(eq(publishedPages.appId, appId), eq(publishedPages.path, id))).limit(1)
        : await db
            .select({ etag: publishedAccessTrees.etag })
            .from(publishedAccessTrees)
            .where(and(eq(publishedAccessTrees.appId, appId), eq(publishedAccessTrees.rootId, id)))
            .limit(1);
    if (row?.etag !== stale.value.etag) return undefined;
    return remember(source, appId, id, stale.value);
  }

  const toDocument = (row: { body: string; etag: string; isGated?: boolean; lockBody?: string | null } | undefined): PreparedDocument | null =>
    row ? { body: Buffer.from(row.body), etag: row.etag, encoded: {}, isGated: row.isGated ?? false, lockBody: row.lockBody ?? null } : null;

  return {
    peekPage: (appId, path, at) => peek('page', appId, path, at),
    async getPage(appId, path) {
      const cached = peek('page', appId, path);
      const hit = cached !== undefined ? cached : await revalidate('page', appId, path);
      if (hit !== undefined) return hit;
      const [row] = await db
        .select({ body: publishedPages.body, etag: publishedPages.etag, isGated: publishedPages.isGated, lockBody: publishedPages.lockBody })
        .from(publishedPages)
        .where(and(eq(publishedPages.appId, appId), eq(publishedPages.path, path)))
        .limit(1);
      return remember('page', appId, path, toDocument(row));
    },
    async getAccessTree(appId, rootId) {
      const cached = peek('tree', appId, rootId);
      const hit = cached !== undefined ? cached : await revalidate('tree', appId, rootId);
      if (hit !== undefined) return hit;
      const [row] = await db
        .select({ body: publishedAccessTrees.body, etag: publishedAccessTrees.etag })
        .from(publishedAccessTrees)
        .where(and(eq(publishedAccessTrees.appId, appId), eq(publishedAccessTrees.rootId, rootId)))
        .limit(1);
      return remember('tree', appId, rootId, toDocument(row));
    },
    invalidateApp(appId) {
      const shelf = shelves.get(appId);
      if (!shelf) return;
      shelves.delete(appId);
      for (const entries of [shelf.page, shelf.tree]) for (const entry of entries.values()) order.delete(entry);
    },
  };
}

declare module '../../context/services' {
  interface Services {
    /** Published page data and access trees as prepared bytes (see decision 003). */
    publishCache: PublishCache;
  }
}
