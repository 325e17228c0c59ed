import type { Pack, PackItem } from '@tessera/core/entities/pack';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../events/schema';
import { pages } from '../pages/schema';
import { programs } from '../programs/schema';
import { packItems, type PackRow } from './schema';

/** Packs with their items resolved to titles and the pages that show them (published pages only). */
export async function packsOf(db: Db, appId: string, rows: PackRow[], options: { publishedOnly: boolean }): Promise<Pack[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(packItems)
    .where(and(eq(packItems.appId, appId), inArray(packItems.packId, rows.map((r) => r.id))))
    .orderBy(asc(packItems.packId), asc(packItems.position));
  const idsOf = (type: PackItem['type']) => [...new Set(items.filter((i) => i.itemType === type).map((i) => i.itemId))];
  const allPageIds = [...new Set([...idsOf('page'), ...rows.map((r) => r.pageId)])];
  const published = options.publishedOnly ? eq(pages.isPublished, true) : undefined;
  const [pageRows, programRows, eventRows] = await Promise.all([
    allPageIds.length
      ? db.select({ id: pages.id, title: pages.title, path: pages.path, contentType: pages.contentType }).from(pages).where(and(eq(pages.appId, appId), inArray(pages.id, allPageIds), published))
      : [],
    idsOf('program').length
      ? db
          .select({ id: programs.id, title: programs.title, pageId: pages.id, path: pages.path, contentType: pages.contentType })
          .from(programs)
          .innerJoin(pages, eq(pages.id, programs.pageId))
          .where(and(eq(programs.appId, appId), inArray(programs.id, idsOf('program')), published))
      : [],
    idsOf('event').length
      ? db
          .select({ id: events.id, title: events.title, pageId: pages.id, path: pages.path, contentType: pages.contentType })
          .from(events)
          .innerJoin(pages, eq(pages.id, events.pageId))
          .where(and(eq(events.appId, appId), inArray(events.id, idsOf('event')), published))
      : [],
  ]);
  const pageOf = new Map(pageRows.map((p) => [p.id, p]));
  // Content types are stored as text; the column only ever holds the core's list.
  const typeOf = (contentType: string) => contentType as PackItem['content_type'];
  const resolved = new Map<string, PackItem>([
    ...pageRows.map((p): [string, PackItem] => [`page:${p.id}`, { type: 'page', id: p.id, title: p.title, page_id: p.id, path: p.path, content_type: typeOf(p.contentType) }]),
    ...programRows.map((p): [string, PackItem] => [`program:${p.id}`, { type: 'program', id: p.id, title: p.title, page_id: p.pageId, path: p.path, content_type: typeOf(p.contentType) }]),
    ...eventRows.map((e): [string, PackItem] => [`event:${e.id}`, { type: 'event', id: e.id, title: e.title, page_id: e.pageId, path: e.path, content_type: typeOf(e.contentType) }]),
  ]);
  return rows.flatMap((row) => {
    const page = pageOf.get(row.pageId);
    if (options.publishedOnly && !page) return [];
    return [
      {
        id: row.id,
        title: row.title,
        page_id: row.pageId,
        path: page?.path ?? null,
        items: items.filter((i) => i.packId === row.id).flatMap((i) => resolved.get(`${i.itemType}:${i.itemId}`) ?? []),
      },
    ];
  });
}
