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
  /** Synchronous peek used by the hot page-data path; undefined when not cached. */
  peekBySlug: (slug: string) => TenantApp | null | undefined;
  peekByDomain: (domain: string) => TenantApp | null | undefined;
  invalidate: () => void;
};

type Entry = { value: TenantApp | null | undefined; promise: Promise<TenantApp | null>; expiresAt: number };

export function createAppRegistry(args: { db: Db; navigation: Navigation; ttlMs?: number; now?: () => number; studioOrigin?: string }): AppRegistry {
  const { db, studioOrigin, navigation } = args;
  const ttlMs = args.ttlMs ?? 5_000;
  const now = args.now ?? Date.now;
  const cache = new Map<string, Entry>();

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

  function lookup(key: string, load: () => Promise<TenantApp | null>): Promise<TenantApp | null> {
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

  function peek(key: string): TenantApp | null | undefined {
    const hit = cache.get(key);
    return hit && hit.expiresAt > now() ? hit.value : undefined;
  }

  return {
    findBySlug: (slug) => lookup(`slug:${slug}`, () => loadBySlug(slug)),
    findByDomain: (domain) => lookup(`domain:${domain}`, () => loadByDomain(domain)),
    peekBySlug: (slug) => peek(`slug:${slug}`),
    peekByDomain: (domain) => peek(`domain:${domain}`),
    invalidate: () => cache.clear(),
  };
}

declare module '../../context/services' {
  interface Services {
    /** Apps by slug and domain, cached for every request (tenancy). */
    registry: AppRegistry;
  }
}
