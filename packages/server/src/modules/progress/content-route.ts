import { contentListContract } from '@tessera/core/api/content';
import { evaluateAppAccess } from '@tessera/core/access/app-access';
import { evaluateTreePage, type AccessIndex } from '@tessera/core/access/tree-access';
import type { PageAccessResult, PageContentType } from '@tessera/core/entities/page';
import { AppError } from '@tessera/core/errors';
import { and, asc, count, desc, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pageCompletions, pages } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { requireTenant } from '../../http/context';
import { accessIndexFor } from '../access/decide';
import { viewerOf } from '../access/viewer';
import { currentMember } from '../auth/current-member';

const ORDER_COLUMNS = { position: pages.position, title: pages.title, created_at: pages.createdAt, updated_at: pages.updatedAt };
const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/**
 * `GET /content/{contentType}`: a listing of published pages for cards and collections. Filters
 * are SQL over indexed columns (app, type, position; tags by GIN); each card carries this viewer's
 * access decision, made by the same engine as page data. `duration` and `timezone` are accepted
 * for SPEC compatibility and not yet used by any filter.
 */
export function registerContentRoute(server: FastifyInstance) {
  route(server, contentListContract, async ({ params, query, request }) => {
    const app = requireTenant(request);
    const db = server.services.database.db;
    const auth = await currentMember(request);
    if (query.progress && !auth) {
      throw new AppError({ code: 'unauthorized', status: 401, message: 'Please sign in to filter by progress' });
    }

    const conditions: (SQL | undefined)[] = [eq(pages.appId, app.id), eq(pages.contentType, params.contentType), eq(pages.isPublished, true)];
    if (query.page_id) {
      const children = eq(pages.parentId, query.page_id);
      conditions.push(query.include_current === 'true' ? or(children, eq(pages.id, query.page_id)) : children);
    }
    if (query.with_tags?.length) conditions.push(sql`${pages.tags} ?| ${textArray(query.with_tags)}`);
    if (query.with_all_tags?.length) conditions.push(sql`${pages.tags} ?& ${textArray(query.with_all_tags)}`);
    if (query.filter_tags?.length) conditions.push(not(sql`${pages.tags} ?| ${textArray(query.filter_tags)}`));
    if (query.with_property) conditions.push(sql`${pages.attributes} ? ${query.with_property}`);
    if (query.schedule_type) {
      const startsAt = sql`(${pages.schedules} -> 0 ->> 'starts_at')::timestamptz`;
      conditions.push(query.schedule_type === 'upcoming' ? sql`${startsAt} >= now()` : sql`${startsAt} < now()`);
    }
    if (query.progress && auth) {
      const isDone = sql`exists (select 1 from ${pageCompletions} pc where pc.member_id = ${auth.member.id} and pc.page_id = ${pages.id})`;
      conditions.push(query.progress === 'completed' ? isDone : not(isDone));
    }
    const where = and(...conditions);
    const order = query.direction === 'desc' ? desc(ORDER_COLUMNS[query.order_by]) : asc(ORDER_COLUMNS[query.order_by]);
    const offset = query.offset ?? ((query.page ?? 1) - 1) * query.limit;

    // The total rides along with the page of rows (one query); only a page past the end needs a count.
    const rowsWithTotal = await db
        .select({
          total: sql<number>`count(*) over ()`.mapWith(Number),
          page_id: pages.id,
          root_id: pages.rootId,
          title: pages.title,
          path: pages.path,
          page_content_type: pages.contentType,
          image: pages.image,
          description: pages.description,
          position: pages.position,
          tags: pages.tags,
        })
        .from(pages)
        .where(where)
        .orderBy(order, asc(pages.id))
        .limit(query.limit)
        .offset(offset);
    const rows = rowsWithTotal.map(({ total: _total, ...row }) => row);
    const total = rowsWithTotal[0]?.total ?? (await db.select({ n: count() }).from(pages).where(where))[0]?.n ?? 0;

    const viewer = await viewerOf(request);
    const now = new Date();
    const appDecision = evaluateAppAccess({ app: app.publicConfig.access, viewer, isForced: false, isFromChild: false });
    const indexes = new Map<string, AccessIndex | null>();
    for (const rootId of new Set(rows.map((r) => r.root_id))) indexes.set(rootId, await accessIndexFor(request, rootId));
    const done = new Set<string>();
    if (auth && rows.length > 0) {
      const completed = await db
        .select({ pageId: pageCompletions.pageId })
        .from(pageCompletions)
        .where(and(eq(pageCompletions.memberId, auth.member.id), inArray(pageCompletions.pageId, rows.map((r) => r.page_id))));
      for (const row of completed) done.add(row.pageId);
    }

    const closed: PageAccessResult = { granted: false, reason: null, data: null };
    return {
      items: rows.map(({ root_id, ...row }) => {
        const index = indexes.get(root_id);
        const decision = !appDecision.result.granted ? appDecision : index ? evaluateTreePage({ index, pageId: row.page_id, viewer, now }) : null;
        return {
          ...row,
          page_content_type: row.page_content_type as PageContentType,
          page_access: decision?.result ?? closed,
          is_completed: auth ? done.has(row.page_id) : null,
        };
      }),
      total_count: total,
    };
  });
}
