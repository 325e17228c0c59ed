import { fieldError } from '@tessera/core/error-catalogue';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/like';
import type { Db } from '../../db/client';
import { pages } from './schema';

const SLUG_MAX = 80;

/** A path segment from a title: `Week 1: Basics!` → `week-1-basics`; `page` when nothing is left. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'page';
}

export const childPath = (parentPath: string | null, segment: string) =>
  !parentPath || parentPath === '/' ? `/${segment}` : `${parentPath}/${segment}`;

export const pathTaken = (field: string) =>
  fieldError(field, 'path_taken', { error: 'path_taken' });

/** True when another page of the app uses `path`, live or in its draft. */
export async function isPathTaken(db: Db, args: { appId: string; path: string; exceptPageId?: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.appId, args.appId),
        args.exceptPageId ? ne(pages.id, args.exceptPageId) : undefined,
        or(eq(pages.path, args.path), sql`${pages.draft}->>'path' = ${args.path}`),
      ),
    )
    .limit(1);
  return !!row;
}


/** `base`, else `base-2`, `base-3`… : the first one no page of the app uses (live or draft). */
export async function uniquePath(db: Db, appId: string, base: string): Promise<string> {
  const prefix = `${escapeLike(base)}%`;
  const rows = await db
    .select({ path: pages.path, draftPath: sql<string | null>`${pages.draft}->>'path'` })
    .from(pages)
    .where(and(eq(pages.appId, appId), or(sql`${pages.path} like ${prefix}`, sql`${pages.draft}->>'path' like ${prefix}`)));
  const taken = new Set(rows.flatMap((row) => [row.path, row.draftPath]));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
