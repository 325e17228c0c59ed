import { myContentContract } from '@tessera/core/api/content';
import type { PageContentType, PageReference } from '@tessera/core/entities/page';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookmarks, pages, pageSubscriptions } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { requireMember } from '../members/current-member';

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

/**
 * `GET /my-content`: the member's started pages split by kind, and their bookmarks, newest first.
 * Purchases, events, shared items and form submissions fill in as their features land.
 */
export function registerMyContentRoute(server: FastifyInstance) {
  route(server, myContentContract, async ({ request }) => {
    const { member } = await requireMember(request);
    const db = server.services.database.db;
    const published = eq(pages.isPublished, true);
    const [started, saved] = await Promise.all([
      db
        .select(referenceColumns)
        .from(pageSubscriptions)
        .innerJoin(pages, eq(pages.id, pageSubscriptions.pageId))
        .where(and(eq(pageSubscriptions.appId, member.appId), eq(pageSubscriptions.memberId, member.id), published))
        .orderBy(desc(pageSubscriptions.startedAt)),
      db
        .select(referenceColumns)
        .from(bookmarks)
        .innerJoin(pages, eq(pages.id, bookmarks.pageId))
        .where(and(eq(bookmarks.appId, member.appId), eq(bookmarks.memberId, member.id), published))
        .orderBy(desc(bookmarks.createdAt)),
    ]);
    const startedRefs = asReferences(started);
    return {
      purchased_products: [],
      programs: startedRefs.filter((p) => p.page_content_type === 'program'),
      events: startedRefs.filter((p) => p.page_content_type === 'event_occurrence'),
      recentPages: [],
      packs: startedRefs.filter((p) => p.page_content_type === 'pack'),
      pages: startedRefs.filter((p) => !['program', 'event_occurrence', 'pack'].includes(p.page_content_type)),
      shared_items: [],
      upcoming_pages: [],
      bookmarked_items: asReferences(saved),
      has_form_submissions: false,
    };
  });
}
