import { z } from 'zod';
import { pageContentTypes } from './page-values';

/** SPEC §7 Packs: a pack is shown by a page of the pack template and bundles pages, programs and events. */
export const PACK_LIMITS = { titleLength: 200, items: 200 } as const;

export const packItemTypeSchema = z.enum(['page', 'program', 'event']);
export type PackItemType = z.infer<typeof packItemTypeSchema>;

export const packItemSchema = z.object({
  type: packItemTypeSchema,
  id: z.string(),
  title: z.string(),
  /** The page that shows the item (a program's or event's own page). */
  page_id: z.string(),
  path: z.string().nullable(),
  /** That page's template, so a member sees "Workout" or "Meal" rather than "Page". */
  content_type: z.enum(pageContentTypes),
});
export type PackItem = z.infer<typeof packItemSchema>;

export const packSchema = z.object({
  id: z.string(),
  title: z.string(),
  page_id: z.string(),
  path: z.string().nullable(),
  items: z.array(packItemSchema),
});
export type Pack = z.infer<typeof packSchema>;

export const packSubscriptionSchema = z.object({
  pack_id: z.string(),
  page_id: z.string(),
  started_at: z.string(),
});
export type PackSubscription = z.infer<typeof packSubscriptionSchema>;
