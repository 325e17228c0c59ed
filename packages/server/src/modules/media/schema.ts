import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accountUsers } from '../accounts/schema';
import { createdAtColumn } from '../../db/schema/columns';
import { appIdColumn } from '../apps/schema';

/**
 * An image an owner uploaded in the studio for one app. The file lives in the uploads dir at
 * `path` (relative to it, served at `/media/<path>`); the row lets the studio offer earlier uploads.
 * Who uploaded it is kept while that owner exists.
 */
export const appMedia = pgTable(
  'app_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: appIdColumn(),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => accountUsers.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('app_media_app_created_idx').on(t.appId, t.createdAt)],
);
