import { z } from 'zod';
import {
  accessNodeSchema,
  pageAccessResultSchema,
  pageActionSchema,
  pageAttributesSchema,
  pageContentTypeSchema,
} from './page';
import { memberProfileSchema } from './user';

/** One step of a sequence (program stages, a pack's pages) and whether the member finished it. */
export const sequenceItemSchema = z.object({
  page_id: z.string(),
  is_completed: z.boolean(),
});
export type SequenceItem = z.infer<typeof sequenceItemSchema>;

/** SPEC §3: where a sequence came from (`homePage`, camelCase as SPEC writes it) and its steps. */
export const sequenceSchema = z.object({
  homePage: z.object({ title: z.string(), path: z.string() }),
  items: z.array(sequenceItemSchema),
});
export type Sequence = z.infer<typeof sequenceSchema>;

/** A node of `GET /pages/tree?root=`: the completion tree under a root page. */
export type PageTreeItem = { page_id: string; is_completed: boolean; pages: PageTreeItem[] };
export const pageTreeItemSchema: z.ZodType<PageTreeItem> = z.object({
  page_id: z.string(),
  is_completed: z.boolean(),
  get pages() {
    return z.array(pageTreeItemSchema);
  },
});

/** Who else follows a page: a count and the five most recent, for the avatars row. */
export const pageSubscribersSchema = z.object({
  count: z.number().int().nonnegative(),
  last_5: z.array(memberProfileSchema).max(5),
  can_schedule_start: z.boolean(),
});
export type PageSubscribers = z.infer<typeof pageSubscribersSchema>;

/**
 * SPEC §3 Page state per page id: the member-specific side of a page (the published page props
 * are the same for everyone). Held by the member app keyed by page id.
 */
export const pageStateSchema = z.object({
  attributes: pageAttributesSchema.default({}),
  is_completed: z.boolean().default(false),
  /** Percent of the page's sequence completed, 0–100. */
  progress: z.number().min(0).max(100).default(0),
  sequence: sequenceSchema.nullable().default(null),
  access_node: accessNodeSchema.nullable().default(null),
  /** Completion trees keyed by root page id; filled on the state of a root page. */
  tree_by_root: z.record(z.string(), z.array(pageTreeItemSchema)).default({}),
  is_subscribed: z.boolean().default(false),
  is_bookmarked: z.boolean().default(false),
  is_toolbar_hidden: z.boolean().default(false),
  submissions_count: z.number().int().nonnegative().default(0),
  subscribers: pageSubscribersSchema.nullable().default(null),
  /** The member holds a pack that includes this page, so starting it needs no purchase. */
  can_start_via_pack: z.boolean().default(false),
});
export type PageState = z.infer<typeof pageStateSchema>;
export const emptyPageState = (): PageState => pageStateSchema.parse({});

/**
 * SPEC §3 Current page: what the member app knows about the page on screen, camelCase where
 * SPEC writes it so.
 */
export const currentPageSchema = z.object({
  id: z.string(),
  rootId: z.string(),
  contentRootId: z.string().nullable(),
  path: z.string(),
  actions: z.array(pageActionSchema),
  access: pageAccessResultSchema,
  type: pageContentTypeSchema,
  title: z.string(),
  show_tabbar: z.boolean(),
  show_view_switcher: z.boolean(),
});
export type CurrentPage = z.infer<typeof currentPageSchema>;
