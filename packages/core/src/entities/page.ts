import { z } from 'zod';
import { resourceUrlField } from '../fields';
import { blockColors, colorModes, PAGE_PATH_MAX_LENGTH, PAGE_PATH_PATTERN, pageContentTypes } from './page-values';

// The plain values live zod-free in `page-values.ts` (the member app's startup reads them).
export { blockColors, BUILT_IN_ATTRIBUTES, colorModes, isBlockColor, isPagePath, MEMBER_ATTRIBUTE_PREFIX, PAGE_PATH_MAX_LENGTH, PAGE_PATH_PATTERN, pageContentTypes } from './page-values';

export const pageContentTypeSchema = z.enum(pageContentTypes);
export type PageContentType = z.infer<typeof pageContentTypeSchema>;

/** SPEC §3 Page attributes: keyed by slug, each with a type and a value. */
export const attributeTypes = ['image', 'video', 'audio', 'string', 'rich_text'] as const;
export const pageAttributeSchema = z.object({
  type: z.enum(attributeTypes),
  value: z.string().max(100_000).nullable(),
});
export type PageAttribute = z.infer<typeof pageAttributeSchema>;
export const pageAttributesSchema = z.record(z.string(), pageAttributeSchema);
export type PageAttributes = z.infer<typeof pageAttributesSchema>;

/** A stored block: `{ id, type: "hero_block", props }`. Each type's props are validated by its own schema in `blocks/`. */
export const storedBlockSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.string().max(64).regex(/^[a-z_]+_block$/, 'Block type must end in _block'),
  props: z.record(z.string(), z.unknown()),
});
export type StoredBlock = z.infer<typeof storedBlockSchema>;

/** The versioned block document of a page (ARCHITECTURE: Pages, blocks and publishing). */
export const BLOCK_DOCUMENT_VERSION = 1;
export const blockDocumentSchema = z.object({
  schema_version: z.number().int().positive(),
  blocks: z.array(storedBlockSchema),
});
export type BlockDocument = z.infer<typeof blockDocumentSchema>;

/** SPEC §3 Page action. track_progress exists but is never shown to members. */
export const pageActionTypes = ['mark_complete', 'generic_button', 'start', 'track_progress'] as const;
export const pageActionSchema = z.object({
  id: z.string().max(64),
  action_type: z.enum(pageActionTypes),
  /** A block action (entities/block-data.ts); checked as one where drafts are saved (api/studio-pages.ts). */
  block_action: z.record(z.string(), z.unknown()).nullable().default(null),
  text: z.string().max(200),
  post_action_button_text: z.string().max(200).nullable().default(null),
});
export type PageAction = z.infer<typeof pageActionSchema>;

/** SPEC §3 Access node. Inheritance walks to the nearest node with inherit false. */
export const schedulePeriods = ['minutes', 'hours', 'days', 'weeks', 'months'] as const;
export const accessNodeSchema = z.object({
  inherit: z.boolean().default(true),
  parent: z.string().max(64).nullable().default(null),
  is_progress_root: z.boolean().default(false),
  is_private: z.boolean().default(false),
  allow_browsing: z.boolean().default(false),
  require_purchase: z.boolean().default(false),
  require_authentication: z.boolean().default(false),
  is_scheduled: z.boolean().default(false),
  unlocks_at: z.string().max(64).datetime({ offset: true }).nullable().default(null),
  unlock_duration_seconds: z.number().int().nonnegative().nullable().default(null),
  schedule_period: z.number().int().nonnegative().nullable().default(null),
  schedule_interval: z.enum(schedulePeriods).nullable().default(null),
  products: z.array(z.object({ id: z.string().max(100) })).max(100).default([]),
  purchase_overlay: z.object({ id: z.string().max(64) }).nullable().default(null),
});
export type AccessNode = z.infer<typeof accessNodeSchema>;

/** SPEC §3 Page access result. */
export const accessReasons = ['require_purchase', 'require_authentication', 'is_scheduled'] as const;
export const pageAccessResultSchema = z.object({
  granted: z.boolean(),
  reason: z.enum(accessReasons).nullable(),
  data: z
    .object({
      product_ids: z.array(z.string()).optional(),
      purchase_overlay: z.string().nullable().optional(),
      available_after: z.string().nullable().optional(),
    })
    .nullable(),
});
export type PageAccessResult = z.infer<typeof pageAccessResultSchema>;

/** SPEC §4 outcome reasons of the access engine. */
export const accessOutcomes = [
  'PURCHASE_REQUIRED',
  'AUTHENTICATION_REQUIRED',
  'IS_PRIVATE',
  'IS_SCHEDULED',
  'VIEWABLE_CHILDREN',
  'START_REQUIRED',
  'ALLOW_BROWSING',
] as const;
export type AccessOutcome = (typeof accessOutcomes)[number];

/** Schedule on a page or block (SPEC §3): a window and the scope it applies to. */
export const scheduleScopes = ['page', 'account_app', 'subscriber'] as const;
export const pageScheduleSchema = z.object({
  starts_at: z.string().max(64).datetime({ offset: true }).nullable(),
  ends_at: z.string().max(64).datetime({ offset: true }).nullable(),
  scope_type: z.enum(scheduleScopes).default('page'),
  is_multiday: z.boolean().default(false),
});
export type PageSchedule = z.infer<typeof pageScheduleSchema>;

/** Display flags of a page (SPEC §3 Page props). */
export const pageDisplayFlagsSchema = z.object({
  is_root: z.boolean().default(false),
  show_back_button: z.boolean().default(true),
  show_bookmark_button: z.boolean().default(false),
  show_add_to_schedule_button: z.boolean().default(false),
  show_bottom_padding: z.boolean().default(true),
  show_tabbar: z.boolean().default(true),
  show_view_switcher: z.boolean().default(false),
  use_global_toolbar: z.boolean().default(true),
});
export type PageDisplayFlags = z.infer<typeof pageDisplayFlagsSchema>;

export const colorModeSchema = z.enum(colorModes);
export type ColorMode = z.infer<typeof colorModeSchema>;

export const blockColorSchema = z.enum(blockColors);
export type BlockColor = z.infer<typeof blockColorSchema>;

/** A short description of another page: what a link, card or sibling list needs. */
export const pageReferenceSchema = z.object({
  page_id: z.string(),
  title: z.string(),
  path: z.string(),
  page_content_type: pageContentTypeSchema,
  image: resourceUrlField.nullable().default(null),
  description: z.string().nullable().default(null),
});
export type PageReference = z.infer<typeof pageReferenceSchema>;

/** SPEC §3 Page props: what `/__/{path}/index.json` answers for a page the visitor may see. */
export const pagePropsSchema = pageDisplayFlagsSchema.extend({
  page_id: z.string(),
  root_id: z.string(),
  content_root_id: z.string().nullable(),
  page_title: z.string(),
  page_content_type: pageContentTypeSchema,
  page_data: z.object({ path: z.string() }),
  attributes: pageAttributesSchema,
  blocks: z.array(storedBlockSchema),
  /** Pages that blocks of this page point at, keyed by page id. */
  references: z.record(z.string(), pageReferenceSchema),
  /** The children of this page's parent, in order (for sequences and next/previous). */
  siblings: z.array(pageReferenceSchema),
  /** This page's own children, in order: what collection, program and pack templates list. */
  children: z.array(pageReferenceSchema),
  page_access: pageAccessResultSchema,
  /** The page's access node marks it as a progress root: members start it and follow its sequence. */
  is_progress_root: z.boolean().default(false),
  /** Why a locked page is locked (SPEC §4 outcome); present only on lock answers. */
  access_outcome: z.enum(accessOutcomes).nullable().optional(),
  /** On a START_REQUIRED lock: the page whose Start opens this one. */
  progress_root: z.object({ page_id: z.string(), path: z.string(), title: z.string() }).nullable().optional(),
  page_schedule: pageScheduleSchema.nullable(),
  page_schedules: z.array(pageScheduleSchema),
  page_actions: z.array(pageActionSchema),
  color_mode: colorModeSchema.nullable(),
  background_color: blockColorSchema.nullable(),
  og_title: z.string().nullable(),
  og_description: z.string().nullable(),
  og_image: resourceUrlField.nullable(),
  is_commentable: z.boolean(),
  message_thread_id: z.string().nullable(),
});
export type PageProps = z.infer<typeof pagePropsSchema>;

/** Page paths: `/` or `/segment/segment`, lower-case slugs. */
export const pagePathSchema = z.string().max(PAGE_PATH_MAX_LENGTH).regex(PAGE_PATH_PATTERN, 'Must be a path like /about or /programs/week-1');

/** One node of a published access tree: the access node plus where it sits. */
export const accessTreeNodeSchema = accessNodeSchema.extend({
  page_id: z.string(),
  path: z.string(),
  title: z.string(),
  page_content_type: pageContentTypeSchema,
});
export type AccessTreeNode = z.infer<typeof accessTreeNodeSchema>;

/** `GET /__/a/{rootId}.json`: every node under a root, keyed by page id. */
export const accessTreeSchema = z.object({
  root_id: z.string(),
  nodes: z.record(z.string(), accessTreeNodeSchema),
});
export type AccessTree = z.infer<typeof accessTreeSchema>;
