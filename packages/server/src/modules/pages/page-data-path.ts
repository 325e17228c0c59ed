import { localeSchema, type Locale } from '@tessera/core/entities/app';
import { pagePathSchema } from '@tessera/core/entities/page';
import { z } from 'zod';

export type PageDataRequest =
  | { kind: 'page'; path: string }
  | { kind: 'access_tree'; rootId: string }
  | { kind: 'translation'; path: string; locale: Locale };

const uuid = z.uuid();

/**
 * Reads what a `/__/…` address asks for (ARCHITECTURE: Contracts):
 * `index.json` → home props, `{path}/index.json` → page props, `a/{rootId}.json` → access tree,
 * `{path}/{locale}.json` (or `{locale}.json` for home) → content translations. Null when malformed.
 */
export function parsePageDataPath(rest: string): PageDataRequest | null {
  if (rest.length > 600 || !rest.endsWith('.json')) return null;
  const segments = rest.slice(0, -'.json'.length).split('/');
  const last = segments.pop();
  if (last === undefined) return null;
  const toPath = (parts: string[]) => `/${parts.join('/')}`;
  if (last === 'index') {
    const path = toPath(segments);
    return pagePathSchema.safeParse(path).success ? { kind: 'page', path } : null;
  }
  if (segments.length === 1 && segments[0] === 'a' && uuid.safeParse(last).success) {
    return { kind: 'access_tree', rootId: last };
  }
  const locale = localeSchema.safeParse(last);
  if (locale.success) {
    const path = toPath(segments);
    return pagePathSchema.safeParse(path).success ? { kind: 'translation', path, locale: locale.data } : null;
  }
  return null;
}
