import type { TranslatedContent } from '@tessera/core/entities/translation';
import type { Locale } from '@tessera/core/entities/app';
import { pgTable, primaryKey, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appIdColumn } from '../apps/schema';
import { pages } from './schema';

/**
 * SPEC §3 Localisation: the translated content of one page in one locale. `draft` ones only the
 * studio sees; `published` ones members read at `/__/{path}/{locale}.json`. No row means the
 * locale shows the page's own content (status `default`).
 */
export const pageTranslations = pgTable(
  'page_translations',
  {
    appId: appIdColumn(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    status: text('status').$type<'draft' | 'published'>().notNull(),
    content: jsonb('content').$type<TranslatedContent>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);
