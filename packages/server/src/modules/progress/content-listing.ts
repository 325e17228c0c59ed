import { appError } from '@tessera/core/error-catalogue';
import type { contentListContract } from '@tessera/core/api/content';
import type { ContractQuery, ContractResponse } from '@tessera/core/contract';
import { evaluateAppAccess } from '@tessera/core/access/app-access';
import { evaluateTreePage, type AccessIndex } from '@tessera/core/access/tree-access';
import type { PageAccessResult, PageContentType } from '@tessera/core/entities/page';
import { and, asc, count, desc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/like';
import type { AppContext } from '../../context/app-context';
import { parseList } from '@tessera/core/forms/form-values';
import { subscriberProperties } from '../members/subscriber-schema';
import { pages } from '../pages/schema';
import { pageCompletions } from './schema';
import { accessIndexFor } from '../pages/page-access';
import { decodeCursor, encodeCursor, invalidCursor } from './content-cursor';
import { scheduleWindow } from './content-window';
import type { ListingTotals } from './listing-totals';

const ORDER_COLUMNS = { position: pages.position, title: pages.title, created_at: pages.createdAt, updated_at: pages.updatedAt };
const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/**
 * `GET /content/{contentType}`: a listing of published pages for cards and collections. Filters
 * are SQL over indexed columns (app, type, position; tags by GIN); each card carries this viewer's
 * access decision, made by the same engine as page data. Deep pages use `cursor` (keyset: the
 * index jumps straight to the next card) rather than `offset`; totals are counted once per filter
 * and publish window (listing-totals.ts). `duration` + `timezone` bound `schedule_type` to a window
 * in the member's days (content-window.ts). `with_property` reads the member's subscriber property
 * (filled by bound form fields).
 */
export async function listContent(
  ctx: AppContext,
  args: { contentType: PageContentType; query: ContractQuery<typeof contentListContract>; totals: ListingTotals },
): Promise<ContractResponse<typeof contentListContract>> {
  const { contentType, query, totals } = args;
  const { app, db } = ctx;
  const auth = await ctx.member();
  if (query.progress && !auth) {
    throw appError('unauthorized', { message: 'Please sign in to filter by progress' });
  }

  const conditions: (SQL | undefined)[] = [eq(pages.appId, app.id), eq(pages.contentType, contentType), eq(pages.isPublished, true)];
  if (query.page_id) {
    const children = eq(pages.parentId, query.page_id);
    conditions.push(query.include_current === 'true' ? or(children, eq(pages.id, query.page_id)) : children);
  }
  if (query.with_tags?.length) conditions.push(sql`${pages.tags} ?| ${textArray(query.with_tags)}`);
  if (query.with_all_tags?.length) conditions.push(sql`${pages.tags} ?& ${textArray(query.with_all_tags)}`);
  if (query.filter_tags?.length) conditions.push(not(sql`${pages.tags} ?| ${textArray(query.filter_tags)}`));
  if (query.with_property) conditions.push(await withMemberProperty(ctx, query.with_property));
  if (query.schedule_type) {
    const startsAt = sql`(${pages.schedules} -> 0 ->> 'starts_at')::timestamptz`;
    if (query.duration) {
      const window = scheduleWindow({ scheduleType: query.schedule_type, duration: query.duration, timezone: query.timezone, now: ctx.now() });
      conditions.push(sql`${startsAt} >= ${window.from.toISOString()}::timestamptz and ${startsAt} < ${window.to.toISOString()}::timestamptz`);
    } else {
      conditions.push(query.schedule_type === 'upcoming' ? sql`${startsAt} >= now()` : sql`${startsAt} < now()`);
    }
  }
  for (const word of query.q?.split(/\s+/).filter(Boolean).slice(0, 8) ?? []) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(or(ilike(pages.title, pattern), ilike(pages.description, pattern)));
  }
  if (query.progress && auth) {
    const isDone = sql`exists (select 1 from ${pageCompletions} pc where pc.member_id = ${auth.member.id} and pc.page_id = ${pages.id})`;
    conditions.push(query.progress === 'completed' ? isDone : not(isDone));
  }
  const where = and(...conditions);
  const column = ORDER_COLUMNS[query.order_by];
  const order = query.direction === 'desc' ? desc(column) : asc(column);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const offset = cursor ? 0 : (query.offset ?? ((query.page ?? 1) - 1) * query.limit);
  // The tiebreak follows the direction, so `(column, id)` is one key the index reads in order, and a
  // cursor is a row comparison that starts the scan right after the last card.
  const afterCursor = cursor
    ? sql`(${column}, ${pages.id}) ${sql.raw(query.direction === 'desc' ? '<' : '>')} (${cursorValue(query.order_by, cursor.value)}, ${cursor.id}::uuid)`
    : undefined;

  const [rows, total] = await Promise.all([
    db
      .select({
        page_id: pages.id,
        root_id: pages.rootId,
        title: pages.title,
        path: pages.path,
        page_content_type: pages.contentType,
        image: pages.image,
        description: pages.description,
        position: pages.position,
        tags: pages.tags,
        // As PostgreSQL prints it: timestamps keep their microseconds, so a cursor never repeats a card.
        sort_value: sql<string>`${column}::text`,
      })
      .from(pages)
      .where(and(where, afterCursor))
      .orderBy(order, query.direction === 'desc' ? desc(pages.id) : asc(pages.id))
      .limit(query.limit)
      .offset(offset),
    // A member's progress and property filters are theirs alone: never shared through the totals cache.
    query.progress || query.with_property
      ? countMatches()
      : totals.get(JSON.stringify([app.id, contentType, { ...query, offset: undefined, page: undefined, cursor: undefined, limit: undefined }]), countMatches),
  ]);
  async function countMatches() {
    return (await db.select({ n: count() }).from(pages).where(where))[0]?.n ?? 0;
  }
  const last = rows.at(-1);
  const nextCursor =
    last && rows.length === query.limit ? encodeCursor({ value: last.sort_value, id: last.page_id }) : null;

  const viewer = await ctx.viewer();
  const now = ctx.now();
  const appDecision = evaluateAppAccess({ app: app.publicConfig.access, viewer, isForced: false, isFromChild: false });
  const indexes = new Map<string, AccessIndex | null>();
  for (const rootId of new Set(rows.map((r) => r.root_id))) indexes.set(rootId, await accessIndexFor(ctx, rootId));
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
    items: rows.map(({ root_id, sort_value: _sort, ...row }) => {
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
    next_cursor: nextCursor,
  };
}

/**
 * SPEC §7 `with_property`: pages tagged with the signed-in member's value of that subscriber
 * property (each option of a multi-select answer, which forms store as a JSON list). A guest, or a
 * member without a value, has no such pages: a "for your goal" listing stays empty rather than
 * showing everything.
 */
async function withMemberProperty(ctx: AppContext, slug: string): Promise<SQL> {
  const auth = await ctx.member();
  const [row] = auth
    ? await ctx.db
        .select({ value: subscriberProperties.value })
        .from(subscriberProperties)
        .where(and(eq(subscriberProperties.appId, ctx.app.id), eq(subscriberProperties.memberId, auth.member.id), eq(subscriberProperties.slug, slug)))
        .limit(1)
    : [];
  const text = row?.value?.trim() ?? '';
  const values = text.startsWith('[') ? (parseList(text) ?? [text]) : text ? [text] : [];
  return values.length > 0 ? sql`${pages.tags} ?| ${textArray(values)}` : sql`false`;
}

/** Cursor values travel as PostgreSQL's own text of the sort column and are cast back to its type. */
function cursorValue(orderBy: keyof typeof ORDER_COLUMNS, value: string | number): SQL {
  if (typeof value !== 'string') return invalidCursor();
  if (orderBy === 'created_at' || orderBy === 'updated_at') {
    if (!/^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(:\d{2})?$/.test(value)) return invalidCursor();
    return sql`${value}::timestamptz`;
  }
  if (orderBy === 'position') {
    if (!/^-?\d{1,10}$/.test(value)) return invalidCursor();
    return sql`${value}::integer`;
  }
  return sql`${value}::text`;
}
