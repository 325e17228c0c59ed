import { fieldError, schemaFieldError } from '@tessera/core/error-catalogue';
import type * as api from '@tessera/core/api/studio-pages';
import type { ContractBody } from '@tessera/core/contract';
import type { Locale } from '@tessera/core/entities/app';
import { blocksById } from '@tessera/core/blocks/block-tree';
import { blockSchemas, isBlockType } from '@tessera/core/blocks/registry';
import { translatedPath, translateProps } from '@tessera/core/blocks/translate-blocks';
import type { StoredBlock } from '@tessera/core/entities/page';
import {
  translatedContentSchema,
  type TranslatedBlockProps,
  type TranslatedContent,
  type TranslatedContentInput,
} from '@tessera/core/entities/translation';
import { and, eq, sql } from 'drizzle-orm';
import type { AppRow } from '../apps/schema';
import type { OwnedAppContext } from '../apps/owned-app';
import { pageTranslations } from './translation-schema';
import { currentDraftOf, liveDraftOf } from './page-draft';
import { sanitizeTranslatedProps } from './rich-text';
import { requireAppPage } from './page-lookup';
import type { PageRow } from './schema';

type TranslationRow = typeof pageTranslations.$inferSelect;

const emptyContent = (): TranslatedContent => translatedContentSchema.parse({});

function toStudio(locale: Locale, row: TranslationRow | undefined): api.StudioTranslation {
  return row
    ? { locale, status: row.status, content: row.content, updated_at: row.updatedAt.toISOString() }
    : { locale, status: 'default', content: emptyContent(), updated_at: null };
}

function requireAppLocale(app: AppRow, locale: Locale) {
  if (!app.languages.includes(locale)) {
    throw fieldError('params.locale', 'invalid_locale');
  }
}

/**
 * A translation must leave its block valid: merged over each version of the block the page has
 * (draft and live), the block's schema must still accept it, or members would lose the block (the
 * renderers skip invalid props) or get an address the editor would have refused. A problem is a
 * 400 at the translated value's path; the default content's own problems are the editor's business.
 */
function requireValidTranslation(blockId: string, versions: StoredBlock[], translated: TranslatedBlockProps) {
  for (const stored of versions) {
    if (!isBlockType(stored.type)) continue;
    const result = blockSchemas[stored.type].safeParse(translateProps(stored.type, stored.props, translated));
    for (const issue of result.error?.issues ?? []) {
      const path = translatedPath(stored.props, translated, issue.path);
      if (path) throw schemaFieldError(`body.content.blocks.${blockId}.${path}`, issue.message);
    }
  }
}

/**
 * Translated block props are kept only for blocks the page has (in its draft or live, composed
 * blocks' children included), with their rich text sanitised as draft saves are and checked
 * against the block's schema.
 */
function cleanContent(page: PageRow, content: TranslatedContentInput): TranslatedContent {
  const draft = blocksById(currentDraftOf(page).blocks.blocks);
  const live = blocksById(liveDraftOf(page).blocks.blocks);
  const blocks: TranslatedContent['blocks'] = {};
  for (const [blockId, props] of Object.entries(content.blocks)) {
    const versions = [draft.get(blockId), live.get(blockId)].filter((stored): stored is StoredBlock => stored !== undefined);
    if (versions.length === 0) continue;
    const clean = sanitizeTranslatedProps(versions[0]!.type, props);
    requireValidTranslation(blockId, versions, clean);
    blocks[blockId] = clean;
  }
  return { page_title: content.page_title?.trim() || null, blocks };
}

/** SPEC §3 Localisation in the studio: per page and locale, default (none), draft or published. */
export async function pageTranslationsOf(ctx: OwnedAppContext, pageId: string) {
  const { app } = ctx;
  const page = await requireAppPage(ctx.db, app.id, pageId);
  const rows = await ctx.db
    .select()
    .from(pageTranslations)
    .where(and(eq(pageTranslations.appId, app.id), eq(pageTranslations.pageId, page.id)));
  const byLocale = new Map(rows.map((row) => [row.locale, row]));
  return app.languages.map((locale) => toStudio(locale, byLocale.get(locale)));
}

/** Saves a page's translation (cleaned and checked against each block's schema) as a draft or published. */
export async function saveTranslation(ctx: OwnedAppContext, pageId: string, locale: Locale, body: ContractBody<typeof api.saveTranslationContract>) {
  const { app } = ctx;
  requireAppLocale(app, locale);
  const page = await requireAppPage(ctx.db, app.id, pageId);
  const content = cleanContent(page, body.content);
  const [row] = await ctx.db
    .insert(pageTranslations)
    .values({ appId: app.id, pageId: page.id, locale, status: body.status, content })
    .onConflictDoUpdate({
      target: [pageTranslations.pageId, pageTranslations.locale],
      set: { status: body.status, content, updatedAt: sql`now()` },
    })
    .returning();
  return toStudio(locale, row);
}

export async function deleteTranslation(ctx: OwnedAppContext, pageId: string, locale: Locale) {
  const { app } = ctx;
  const page = await requireAppPage(ctx.db, app.id, pageId);
  await ctx.db
    .delete(pageTranslations)
    .where(and(eq(pageTranslations.appId, app.id), eq(pageTranslations.pageId, page.id), eq(pageTranslations.locale, locale)));
  return toStudio(locale, undefined);
}
