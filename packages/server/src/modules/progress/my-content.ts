import type { PageContentType, PageReference } from '@tessera/core/entities/page';
import { and, desc, eq } from 'drizzle-orm';
import type { MyContentPart } from '../../context/extensions';
import { pages } from '../pages/schema';
import { bookmarks, pageSubscriptions } from './schema';

const referenceColumns = {
  page_id: pages.id,
  title: pages.title,
  path: pages.path,
  page_content_type: pages.contentType,
  image: pages.image,
  description: pages.description,
};

type ReferenceRow = Omit<PageReference, 'page_content_type'> & { page_content_type: string };
const asReferences = (rows: ReferenceRow[]) => rows.map((r) => ({ ...r, page_content_type: r.page_content_type as PageContentType }));

/** Progress's part of `GET /my-content`: started pages split by kind, and bookmarks, newest first. */
export const startedAndSaved: MyContentPart = async (ctx, { member }) => {
  const published = eq(pages.isPublished, true);
  const [started, saved] = await Promise.all([
    ctx.db
      .select(referenceColumns)
      .from(pageSubscriptions)
      .innerJoin(pages, eq(pages.id, pageSubscriptions.pageId))
      .where(and(eq(pageSubscriptions.appId, member.appId), eq(pageSubscriptions.memberId, member.id), published))
      .orderBy(desc(pageSubscriptions.startedAt)),
    ctx.db
      .select(referenceColumns)
      .from(bookmarks)
      .innerJoin(pages, eq(pages.id, bookmarks.pageId))
      .where(and(eq(bookmarks.appId, member.appId), eq(bookmarks.memberId, member.id), published))
      .orderBy(desc(bookmarks.createdAt)),
  ]);
  const startedRefs = asReferences(started);
  return {
    programs: startedRefs.filter((p) => p.page_content_type === 'program'),
    events: startedRefs.filter((p) => p.page_content_type === 'event_occurrence'),
    packs: startedRefs.filter((p) => p.page_content_type === 'pack'),
    pages: startedRefs.filter((p) => !['program', 'event_occurrence', 'pack'].includes(p.page_content_type)),
    bookmarked_items: asReferences(saved),
  };
};
