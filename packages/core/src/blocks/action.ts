import { z } from 'zod';

/**
 * What a block does when tapped (SPEC §3 Block actions). Only the two navigation actions exist so
 * far; later issues add open_email, open_next, trigger_purchase, trigger_form, trigger_overlay,
 * share and open_lightbox as further members of this union.
 */
export const openPageActionSchema = z
  .object({
    type: z.literal('open_page'),
    /** Preferred: survives a page being moved. Resolved through the page props' `references`. */
    page_id: z.string().min(1).nullable().default(null),
    /** Fallback when the target is not a managed page (e.g. `/me/messages/new`). */
    path: z.string().startsWith('/', 'Must start with /').nullable().default(null),
  })
  .refine((action) => action.page_id !== null || action.path !== null, {
    message: 'Choose a page',
    path: ['page_id'],
  });

export const openUrlActionSchema = z.object({
  type: z.literal('open_url'),
  url: z.string().regex(/^https?:\/\/\S+$/, 'Must be a URL starting with http:// or https://'),
});

export const blockActionSchema = z.discriminatedUnion('type', [openPageActionSchema, openUrlActionSchema]);
export type BlockAction = z.infer<typeof blockActionSchema>;
export type BlockActionType = BlockAction['type'];
