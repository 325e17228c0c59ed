import { z } from 'zod';
import { resourceUrlField } from '../fields';
import { defineContract } from '../contract';
import { localeSchema } from '../entities/app';
import { blockActionSchema } from '../entities/block-data';
import { localisationStatusSchema } from '../entities/localisation';
import {
  accessNodeSchema,
  blockColorSchema,
  blockDocumentSchema,
  colorModeSchema,
  pageActionSchema,
  pageAttributesSchema,
  pageContentTypeSchema,
  pageDisplayFlagsSchema,
  pagePathSchema,
  pageScheduleSchema,
} from '../entities/page';
import { translatedContentInputSchema, translatedContentSchema } from '../entities/translation';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { studioAppParams } from './studio-apps';

/**
 * The studio's page calls. A page row is live (what members see); the studio edits a draft of its
 * editable fields. Publishing validates every draft and makes it live in one transaction, then
 * rebuilds the publish cache. Structure (create, move, duplicate, delete) changes the tree at once;
 * a new page stays hidden from members until it is published.
 */
const tags = ['studio'];
const pageParams = studioAppParams.extend({ pageId: z.uuid('Invalid page id') });

/** One row of the studio's pages tree. */
export const studioPageSummarySchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  root_id: z.string(),
  position: z.number().int(),
  title: z.string(),
  path: z.string(),
  content_type: pageContentTypeSchema,
  is_home: z.boolean(),
  /** Members can see it (it was published at least once). */
  is_published: z.boolean(),
  /** The draft differs from what members see. */
  has_draft: z.boolean(),
});
export type StudioPageSummary = z.infer<typeof studioPageSummarySchema>;

/** The editable fields of a page: what a draft holds. Blocks may be invalid in a draft; publish checks them. */
export const pageDraftSchema = pageDisplayFlagsSchema.extend({
  title: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(200, maxLength(200)),
  path: pagePathSchema,
  description: z.string().max(2000).nullable(),
  image: resourceUrlField.nullable(),
  tags: z.array(z.string().trim().min(1).max(50)).max(50),
  blocks: blockDocumentSchema,
  attributes: pageAttributesSchema,
  access: accessNodeSchema,
  schedules: z.array(pageScheduleSchema).max(20),
  // A page action's button does what a block's does, under the same rules (no `javascript:` URL).
  actions: z
    .array(
      pageActionSchema.superRefine((action, ctx) => {
        const checked = blockActionSchema.nullable().safeParse(action.block_action);
        for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: ['block_action', ...issue.path] });
      }),
    )
    .max(10),
  color_mode: colorModeSchema.nullable(),
  background_color: blockColorSchema.nullable(),
  og_title: z.string().max(200).nullable(),
  og_description: z.string().max(500).nullable(),
  og_image: resourceUrlField.nullable(),
  is_commentable: z.boolean(),
});
export type PageDraft = z.infer<typeof pageDraftSchema>;

/**
 * What a draft save sends: any subset of the draft's fields. Built without the display flags'
 * defaults, because `.partial()` alone would fill every flag that was not sent with its default
 * and so overwrite the stored ones.
 */
const displayFlagPatchShape = Object.fromEntries(
  Object.entries(pageDisplayFlagsSchema.shape).map(([key, field]) => [key, field.unwrap().optional()]),
) as { [K in keyof typeof pageDisplayFlagsSchema.shape]: z.ZodOptional<z.ZodBoolean> };
export const pageDraftPatchSchema = pageDraftSchema.partial().extend(displayFlagPatchShape);
export type PageDraftPatch = z.infer<typeof pageDraftPatchSchema>;

export const studioPageSchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  root_id: z.string(),
  position: z.number().int(),
  content_type: pageContentTypeSchema,
  is_home: z.boolean(),
  is_published: z.boolean(),
  has_draft: z.boolean(),
  /** The draft when there is one, else the live fields. */
  draft: pageDraftSchema,
  /** Optimistic concurrency: send it back with an update; a stale one answers 409 edit_conflict. */
  revision: z.number().int(),
});
export type StudioPage = z.infer<typeof studioPageSchema>;

export const studioPagesContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/pages',
  summary: 'Every page of an app as a flat list in tree order (parent before children, by position)',
  tags,
  params: studioAppParams,
  response: z.object({ pages: z.array(studioPageSummarySchema) }),
});

export const createPageContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/pages',
  summary: 'Create a page (hidden from members until published); the path defaults to one made from the title',
  tags,
  params: studioAppParams,
  body: z.object({
    title: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(200, maxLength(200)),
    content_type: pageContentTypeSchema.default('generic'),
    parent_id: z.uuid().nullable().default(null),
    path: pagePathSchema.optional(),
  }),
  successStatus: 201,
  response: z.object({ page: studioPageSchema }),
});

export const studioPageContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/pages/:pageId',
  summary: 'One page with its draft',
  tags,
  params: pageParams,
  response: z.object({ page: studioPageSchema }),
});

/** Saves the draft (autosave). Rich text is sanitised here. A path used by another page is 409 path_taken. */
export const updatePageDraftContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId/pages/:pageId',
  summary: 'Change the draft of a page',
  tags,
  params: pageParams,
  body: z.object({ revision: z.number().int(), draft: pageDraftPatchSchema }),
  response: z.object({ page: studioPageSchema }),
});

/** Drops the draft: the page goes back to what members see. */
export const discardPageDraftContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/pages/:pageId/draft',
  summary: 'Discard the draft of a page',
  tags,
  params: pageParams,
  response: z.object({ page: studioPageSchema }),
});

/** 422 cannot_move_under_itself ('A page cannot be moved under itself') for its own subtree. */
export const movePageContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/pages/:pageId/move',
  summary: 'Move a page under another parent (null for top level) at a position among its new siblings',
  tags,
  params: pageParams,
  body: z.object({ parent_id: z.uuid().nullable(), position: z.number().int().min(0) }),
  response: z.object({ pages: z.array(studioPageSummarySchema) }),
});

export const duplicatePageContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/pages/:pageId/duplicate',
  summary: 'Copy a page (with its blocks and settings, not its children) right after it; the copy is unpublished',
  tags,
  params: pageParams,
  successStatus: 201,
  response: z.object({ page: studioPageSchema }),
});

/** Deletes the page and everything under it, for members too. The home page cannot be deleted (409 home_page), nor a page at one of the app's own screens, `/me/…` (409 app_screen_page). */
export const deletePageContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/pages/:pageId',
  summary: 'Delete a page and its descendants',
  tags,
  params: pageParams,
  response: z.object({ deleted_ids: z.array(z.string()) }),
});

/** One reason publishing was refused. */
export const publishProblemSchema = z.object({
  page_id: z.string(),
  page_title: z.string(),
  block_id: z.string().nullable(),
  block_type: z.string().nullable(),
  /** Dotted path of the field inside the block's props (or the page draft), e.g. `ratio`. */
  field: z.string(),
  message: z.string(),
});
export type PublishProblem = z.infer<typeof publishProblemSchema>;

/**
 * Validates every draft (every block against its schema; unknown block types are problems too)
 * and, when all pass, makes them live and rebuilds the publish cache in one transaction. Otherwise
 * 422 invalid_blocks with `details.problems: PublishProblem[]` and nothing changes.
 */
export const publishAppContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/publish',
  summary: 'Publish every draft of an app',
  tags,
  params: studioAppParams,
  response: z.object({ published_at: z.string(), page_count: z.number().int() }),
});

const translationParams = pageParams.extend({ locale: localeSchema });

export const studioTranslationSchema = z.object({
  locale: localeSchema,
  /** default: no translation, members read the page's own content. */
  status: localisationStatusSchema,
  content: translatedContentSchema,
  updated_at: z.string().nullable(),
});
export type StudioTranslation = z.infer<typeof studioTranslationSchema>;

export const studioTranslationsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/pages/:pageId/translations',
  summary: 'The translation state of a page in each of the app’s languages',
  tags,
  params: pageParams,
  response: z.object({ translations: z.array(studioTranslationSchema) }),
});

/** Saves a translation as draft or published; members get published ones at `/__/{path}/{locale}.json`. */
export const saveTranslationContract = defineContract({
  method: 'PUT',
  path: '/studio/apps/:appId/pages/:pageId/translations/:locale',
  summary: 'Save the translation of a page in one locale',
  tags,
  params: translationParams,
  body: z.object({ status: z.enum(['draft', 'published']), content: translatedContentInputSchema }),
  response: z.object({ translation: studioTranslationSchema }),
});

export const deleteTranslationContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/pages/:pageId/translations/:locale',
  summary: 'Remove a translation (members read the default content again)',
  tags,
  params: translationParams,
  response: z.object({ translation: studioTranslationSchema }),
});
