import { z } from 'zod';
import { defineContract } from '../contract';
import { storedBlockSchema } from '../entities/page';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { studioAppParams } from './studio-apps';

/**
 * The studio's overlay calls (SPEC §3 Overlay: blocks shown over a page by a `trigger_overlay`
 * action or as a purchase overlay). An overlay has no draft: every save is live for members at once
 * and is validated like a page's blocks at publish (decision 022), so members only ever see an
 * overlay that renders. Every call is scoped to one app of the owner's account; another app's
 * overlay answers 404 like a missing one.
 */
const tags = ['studio'];
const overlayParams = studioAppParams.extend({ overlayId: z.uuid('Invalid overlay id') });

export const OVERLAY_TITLE_MAX_LENGTH = 200;
/** More blocks than any sheet over a page can hold; a bound so that one save stays small. */
export const OVERLAY_BLOCKS_MAX = 100;

/** An overlay's title: what the studio lists and pickers show (members see it as the sheet's heading). */
export const overlayTitleSchema = z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(OVERLAY_TITLE_MAX_LENGTH, maxLength(OVERLAY_TITLE_MAX_LENGTH));
const blocksField = z.array(storedBlockSchema).max(OVERLAY_BLOCKS_MAX);

/** One row of the studio's overlays list (and of every overlay picker). */
export const studioOverlaySummarySchema = z.object({
  id: z.string(),
  /** Null for an overlay made before titles were asked for. */
  title: z.string().nullable(),
  block_count: z.number().int(),
  updated_at: z.string(),
});
export type StudioOverlaySummary = z.infer<typeof studioOverlaySummarySchema>;

export const studioOverlaySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  blocks: z.array(storedBlockSchema),
  /** Optimistic concurrency: send it back with an update; a stale one answers 409 edit_conflict. */
  revision: z.number().int(),
  updated_at: z.string(),
});
export type StudioOverlay = z.infer<typeof studioOverlaySchema>;

/** One reason a save was refused: which block, which prop (dotted path), and why (core's validateBlockDocument). */
export const overlayProblemSchema = z.object({
  block_id: z.string(),
  block_type: z.string(),
  field: z.string(),
  message: z.string(),
});
export type OverlayProblem = z.infer<typeof overlayProblemSchema>;
/** The details of a 422 invalid_blocks refusal. */
export const overlayProblemsDetailsSchema = z.object({ problems: z.array(overlayProblemSchema) });

export const studioOverlaysContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/overlays',
  summary: "The app's overlays, newest first",
  tags,
  params: studioAppParams,
  response: z.object({ overlays: z.array(studioOverlaySummarySchema) }),
});

/** Blocks may come with it (a copy); they are validated as on every save. */
export const createOverlayContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/overlays',
  summary: 'Create an overlay (live at once; members see it wherever an action or a purchase opens it)',
  tags,
  params: studioAppParams,
  body: z.object({ title: overlayTitleSchema, blocks: blocksField.default([]) }),
  successStatus: 201,
  response: z.object({ overlay: studioOverlaySchema }),
});

export const studioOverlayContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/overlays/:overlayId',
  summary: 'One overlay with its blocks',
  tags,
  params: overlayParams,
  response: z.object({ overlay: studioOverlaySchema }),
});

/**
 * Saves the overlay (the editor's autosave) at the revision it was loaded at: a stale one is 409
 * edit_conflict with `details.revision`. Blocks are sanitised (rich text) and validated against
 * their schemas: any problem is 422 invalid_blocks with `details.problems` and nothing is saved.
 */
export const updateOverlayContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId/overlays/:overlayId',
  summary: 'Change the title or blocks of an overlay',
  tags,
  params: overlayParams,
  body: z.object({ revision: z.number().int(), title: overlayTitleSchema.optional(), blocks: blocksField.optional() }),
  response: z.object({ overlay: studioOverlaySchema }),
});

/** Actions and purchase overlays that named it open nothing afterwards (the studio's pickers show them as missing). */
export const deleteOverlayContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/overlays/:overlayId',
  summary: 'Delete an overlay',
  tags,
  params: overlayParams,
  response: z.object({ deleted_id: z.string() }),
});
