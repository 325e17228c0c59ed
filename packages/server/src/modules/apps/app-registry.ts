import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appDomains, apps } from './schema';
import type { TenantApp } from '../../context/tenant-app';
import { loadTenantApp, type Navigation } from './public-config';

/**
 * Finds apps by slug or custom domain for every request, so it must not cost a query each time.
 * Entries live for `ttlMs` (other instances may have changed the app) and are dropped at once
 * when this instance changes an app (`invalidate`). Concurrent misses share one load.
 */
export type AppRegistry = {
  findBySlug: (slug: string) => Promise<TenantApp | null>;
  findByDomain: (domain: string) => Promise<TenantApp | null>;
  /**
   * Synchronous peek used by the hot page-data path; undefined when not cached. `at` is the
   * caller's reading of the clock, when it has one: a request peeks three caches.
   */
  peekBySlug: (slug: string, at?: number) => TenantApp | null | undefined;
  peekByDomain: (domain: string, at?: number) => TenantApp | null | undefined;
  invalidate: () => void;
};

type Entry = { value: TenantApp | null | undefined; promise: Promise<TenantApp | null>; expiresAt: number };

export function createAppRegistry(args: { db: Db; navigation: Navigation; ttlMs?: number; now?: () => number; studioOrigin?: string }): AppRegistry {
  const { db, studioOrigin, navigation } = args;
  const ttlMs = args.ttlMs ?? 5_000;
  const now = args.now ?? Date.now;
  // One map per kind of key: the hot path looks up the header's value as it is, without building
  // a prefixed key string (and hashing it) per request.
  const bySlug = new Map<string, Entry>();
  const byDomain = new Map<string, Entry>();

  async function loadBySlug(slug: string): Promise<TenantApp | null> {
    const [row] = await db.select().from(apps).where(eq(apps.slug, slug)).limit(1);
    return row ? loadTenantApp(db, row, { studioOrigin, navigation }) : null;
  }

  async function loadByDomain(domain: string): Promise<TenantApp | null> {
    const [row] = await db
      .select({ app: apps })
      .from(appDomains)
      .innerJoin(apps, eq(apps.id, appDomains.appId))
      .where(eq(appDomains.domain, domain))
      .limit(1);
    return row ? loadTenantApp(db, row.app, { studioOrigin, navigation }) : null;
  }

  function lookup(cache: Map<string, Entry>, key: string, load: () => Promise<TenantApp | null>): Promise<TenantApp | null> {
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now()) return hit.promise;
    const entry: Entry = { value: undefined, promise: Promise.resolve(null), expiresAt: now() + ttlMs };
    entry.promise = load().then(
      (value) => {
        entry.value = value;
        return value;
      },
      (error: unknown) => {
        cache.delete(key);
        throw error;
      },
    );
    cache.set(key, entry);
    return entry.promise;
  }

  function peek(cache: Map<string, Entry>, key: string, at: number): TenantApp | null | undefined {
    const hit = cache.get(key);
    return hit && hit.expiresAt > at ? hit.value : undefined;
  }

  return {
    findBySlug: (slug) => lookup(bySlug, slug, () => loadBySlug(slug)),
    findByDomain: (domain) => lookup(byDomain, domain, () => loadByDomain(domain)),
    peekBySlug: (slug, at = now()) => peek(bySlug, slug, at),
    peekByDomain: (domain, at = now()) => peek(byDomain, domain, at),
    invalidate: () => {
      bySlug.clear();
      byDomain.clear();
    },
  };
}

declare module '../../context/services' {
  interface Services {
    /** Apps by slug and domain, cached for every request (tenancy). */
    registry: AppRegistry;
  }
}
