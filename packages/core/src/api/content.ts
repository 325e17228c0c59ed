import { z } from 'zod';
import { defineContract } from '../contract';
import { myContentSchema } from '../entities/my-content';
import { pageAccessResultSchema, pageContentTypeSchema, pageReferenceSchema } from '../entities/page';

/** SPEC §7 Account: `GET /my-content`, what the member follows, started and saved. */
export const myContentContract = defineContract({
  method: 'GET',
  path: '/my-content',
  summary: "The signed-in member's content: programs and packs started, pages subscribed to, bookmarks, recent pages",
  tags: ['content'],
  response: myContentSchema,
});

const csv = z
  .string()
  .max(500)
  .transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean));

/** One card of a listing: the page reference, and whether this viewer may open it. */
export const contentItemSchema = pageReferenceSchema.extend({
  position: z.number().int(),
  tags: z.array(z.string()),
  page_access: pageAccessResultSchema,
  is_completed: z.boolean().nullable(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const CONTENT_LIMIT_MAX = 100;

export const contentListContract = defineContract({
  method: 'GET',
  path: '/content/:contentType',
  summary: 'Published pages of one content type, filtered and ordered, each with its access state for this viewer',
  tags: ['content'],
  params: z.object({ contentType: pageContentTypeSchema }),
  query: z.object({
    offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(CONTENT_LIMIT_MAX, `Must be at most ${CONTENT_LIMIT_MAX}`).default(20),
    /** Page number (1-based), an alternative to offset. */
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    /** Only the children of this page. */
    page_id: z.uuid('Invalid page id').optional(),
    include_current: z.enum(['true', 'false']).optional(),
    order_by: z.enum(['position', 'title', 'created_at', 'updated_at']).default('position'),
    direction: z.enum(['asc', 'desc']).default('asc'),
    timezone: z.string().max(64).optional(),
    duration: z.string().max(32).optional(),
    with_tags: csv.optional(),
    with_all_tags: csv.optional(),
    filter_tags: csv.optional(),
    /** Pages tagged with the signed-in member's value of this subscriber property (none for a guest). */
    with_property: z.string().max(100).optional(),
    progress: z.enum(['completed', 'incomplete']).optional(),
    schedule_type: z.enum(['upcoming', 'past']).optional(),
    /** Keyset paging: `next_cursor` of the previous answer. Takes the place of offset and page. */
    cursor: z.string().min(1).max(400).optional(),
    /** Search: pages whose title or description contains these words (case-insensitive). */
    q: z.string().trim().min(1).max(100).optional(),
  }),
  response: z.object({
    items: z.array(contentItemSchema),
    total_count: z.number().int(),
    /** Where the next page starts (pass as `cursor`); null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});
