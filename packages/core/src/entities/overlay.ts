import { z } from 'zod';
import { storedBlockSchema } from './page';
import { OVERLAY_ID_MISSING } from '../messages';

/** An overlay id; SPEC §5 rejects an empty one with 'Overlay id is missing'. */
export const overlayIdSchema = z
  .string({ error: OVERLAY_ID_MISSING })
  .max(64)
  .trim()
  .min(1, OVERLAY_ID_MISSING);

/**
 * SPEC §3 Overlay: shown over a page by `trigger_overlay` or as a product's purchase overlay.
 * SPEC names only the id; title and blocks are what an overlay needs to show anything.
 */
export const overlaySchema = z.object({
  id: overlayIdSchema,
  title: z.string().nullable().default(null),
  blocks: z.array(storedBlockSchema).default([]),
});
export type Overlay = z.infer<typeof overlaySchema>;
