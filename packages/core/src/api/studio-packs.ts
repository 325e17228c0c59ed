import { z } from 'zod';
import { defineContract } from '../contract';
import { PACK_LIMITS, packItemTypeSchema, packSchema } from '../entities/pack';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { studioAppParams } from './studio-apps';

/** The studio's packs: a pack page and the pages, programs and events it bundles, saved as the new ordered list. */
const tags = ['studio'];
const packParams = studioAppParams.extend({ packId: z.uuid('Invalid pack id') });

const packParts = {
  title: z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(PACK_LIMITS.titleLength, maxLength(PACK_LIMITS.titleLength)),
  page_id: z.uuid('Invalid page id'),
  items: z.array(z.object({ type: packItemTypeSchema, id: z.uuid('Invalid item id') })).max(PACK_LIMITS.items),
};
export const packInputSchema = z.object(packParts);
export type PackInput = z.infer<typeof packInputSchema>;

export const studioPackSchema = packSchema.extend({ subscriber_count: z.number().int() });
export type StudioPack = z.infer<typeof studioPackSchema>;

export const studioPacksContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/packs',
  summary: "The app's packs with their items",
  tags,
  params: studioAppParams,
  response: z.object({ packs: z.array(studioPackSchema) }),
});

export const createPackContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/packs',
  summary: 'Create a pack on a pack page with its items in order',
  tags,
  params: studioAppParams,
  body: packInputSchema,
  successStatus: 201,
  response: z.object({ pack: studioPackSchema }),
});

export const updatePackContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId/packs/:packId',
  summary: 'Change a pack: title, page, items (saved as the new ordered list)',
  tags,
  params: packParams,
  body: z.object(packParts).partial(),
  response: z.object({ pack: studioPackSchema }),
});

export const deletePackContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/packs/:packId',
  summary: 'Delete a pack and its subscriptions (the bundled items stay)',
  tags,
  params: packParams,
  response: z.object({ deleted_id: z.string() }),
});
