import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredBlock } from '@tessera/core/entities/page';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';

/**
 * SPEC §3 Overlay: blocks shown over a page (a purchase overlay, an announcement), by id. Edited in
 * the studio and live on every save (decision 022): no draft, but every save is validated.
 */
export const overlays = pgTable(
  'overlays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    title: text('title'),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    /** Bumped by every studio save: a save that sends an older revision is an edit conflict. */
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The studio lists an app's overlays, newest first.
  (table) => [index('overlays_app_created_idx').on(table.appId, table.createdAt)],
);
export type OverlayRow = typeof overlays.$inferSelect;
