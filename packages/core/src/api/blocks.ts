import { z } from 'zod';
import { defineContract } from '../contract';
import { blockActionSchema } from '../entities/block-data';
import { overlayIdSchema, overlaySchema } from '../entities/overlay';

export const blockActionContract = defineContract({
  method: 'GET',
  path: '/block_actions/:id',
  summary: "A published block's action (what tapping it does), for a block the viewer may see",
  tags: ['pages'],
  params: z.object({ id: z.string().min(1).max(64) }),
  response: z.object({ block_id: z.string(), block_action: blockActionSchema.nullable() }),
});

/** The id is optional in the address so that a call without one gets SPEC's 'Overlay id is missing'. */
export const overlayContract = defineContract({
  method: 'GET',
  path: '/overlays/:id?',
  summary: 'An overlay of this app by id',
  tags: ['pages'],
  params: z.object({ id: overlayIdSchema }),
  response: z.object({ overlay: overlaySchema }),
});
