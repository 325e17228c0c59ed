import { z } from 'zod';
import { defineContract } from '../contract';
import { pageAccessResultSchema } from '../entities/page';
import { packSchema, packSubscriptionSchema } from '../entities/pack';

/**
 * SPEC §7 Packs for members. A pack is open to whoever its pack page is open to (the access engine,
 * SPEC §6; a product can unlock it like any page); starting a locked pack answers 403 `pack_locked`.
 */
const tags = ['packs'];
const packParams = z.object({ id: z.uuid('Invalid pack id') });

export const packsContract = defineContract({
  method: 'GET',
  path: '/packages',
  summary: 'The packs of this app with their items (optionally only the one a page shows)',
  tags,
  query: z.object({ page_id: z.uuid('Invalid page id').optional() }),
  response: z.object({ packages: z.array(packSchema) }),
});

export const packSubscriptionsContract = defineContract({
  method: 'GET',
  path: '/packages/subscriptions',
  summary: "The signed-in member's packs: pack ids, and each subscription",
  tags,
  response: z.object({
    pack_subscriptions: z.array(z.string()),
    subscriptions: z.array(packSubscriptionSchema),
    /** The pages the held packs bundle: they open and start via the pack (page state can_start_via_pack). */
    page_ids: z.array(z.string()),
  }),
});

export const packAccessContract = defineContract({
  method: 'GET',
  path: '/packages/:id/access',
  summary: 'Whether the viewer may start a pack, and if not why (the access engine on its pack page)',
  tags,
  params: packParams,
  response: z.object({ access: pageAccessResultSchema }),
});

export const startPackContract = defineContract({
  method: 'POST',
  path: '/packages/:id/subscribe',
  summary: 'Start a pack: the member holds it and may start its items',
  tags,
  params: packParams,
  response: z.object({ pack_subscription: packSubscriptionSchema }),
});
