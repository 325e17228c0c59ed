import type { AppAccess, Locale, Toolbar } from '@tessera/core/entities/app';
import type { Theme } from '@tessera/core/entities/theme';
import { boolean, jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/schema';

export const apps = pgTable(
  'apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    theme: jsonb('theme').$type<Theme>().notNull(),
    toolbar: jsonb('toolbar').$type<Toolbar>().notNull(),
    /** SPEC §3 App access, including the SSO switches. */
    access: jsonb('access').$type<AppAccess>().notNull(),
    showMadeWithBadge: boolean('show_made_with_badge').notNull().default(true),
    languages: jsonb('languages').$type<Locale[]>().notNull(),
    defaultLocale: text('default_locale').$type<Locale>().notNull().default('en'),
    homePageId: uuid('home_page_id'),
    /** OAuth client ids the app's Google/Apple ID tokens must be issued for (their audience). */
    googleClientId: text('google_client_id'),
    appleClientId: text('apple_client_id'),
    /** When pages were last published from the studio; null before the first publish. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('apps_slug_key').on(t.slug)],
);

/** Custom domains: one domain belongs to exactly one app. Stored lower-case, without port. */
export const appDomains = pgTable('app_domains', {
  domain: text('domain').primaryKey(),
  appId: uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AppRow = typeof apps.$inferSelect;

/**
 * The column every tenant-owned row starts with (ARCHITECTURE: Tenancy): its app, deleted with it.
 */
export const appIdColumn = () =>
  uuid('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' });
