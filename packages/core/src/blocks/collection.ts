import { z } from 'zod';
import { blockSchema } from './block-base';

export const collectionLayouts = ['list', 'grid'] as const;

/**
 * A list of other pages shown as cards. Items hold only page ids: titles, paths and pictures come
 * from the page props' `references`, so a renamed or moved page never leaves a stale card.
 */
export const collectionSchema = blockSchema({
  title: z.string().max(200).default(''),
  layout: z.enum(collectionLayouts).default('list'),
  items: z.array(z.object({ page_id: z.string().min(1) })).max(200).default([]),
});
export type CollectionProps = z.infer<typeof collectionSchema>;
