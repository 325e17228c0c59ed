import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { StoredBlock } from '@tessera/core/entities/page';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';

/** SPEC §3 Overlay: blocks shown over a page (a purchase overlay, an announcement), by id. */
export const overlays = pgTable('overlays', {
  id: uuid('id').primaryKey().defaultRandom(),
  appId: appIdColumn(),
  title: text('title'),
  blocks: jsonb('blocks').$type<StoredBlock[]>().notNull().default([]),
  createdAt: createdAtColumn(),
});
