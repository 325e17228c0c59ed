import * as api from '@tessera/core/api/studio-pages';
import type { Locale } from '@tessera/core/entities/app';
import { translatedContentSchema, type TranslatedContent } from '@tessera/core/entities/translation';
import { AppError } from '@tessera/core/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pageTranslations } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { currentDraftOf, liveDraftOf } from './page-draft';
import { blocksById, sanitizeBlockProps } from './rich-text';
import { requireAppPage, requireOwnedApp, type AppRow, type PageRow } from './scope';

type TranslationRow = typeof pageTranslations.$inferSelect;

const emptyContent = (): TranslatedContent => translatedContentSchema.parse({});

function toStudio(locale: Locale, row: TranslationRow | undefined): api.StudioTranslation {
  return row
    ? { locale, status: row.status, content: row.content, updated_at: row.updatedAt.toISOString() }
    : { locale, status: 'default', content: emptyContent(), updated_at: null };
}

function requireAppLocale(app: AppRow, locale: Locale) {
  if (!app.languages.includes(locale)) {
    const message = 'This app does not offer that language';
    throw new AppError({ code: 'validation_failed', status: 400, message: `params.locale: ${message}`, details: [{ field: 'params.locale', message }] });
  }
}

/**
 * Translated block props are kept only for blocks the page has (in its draft or live), and their
 * rich-text props are sanitised with the block type's own policy, as draft saves are.
 */
function cleanContent(page: PageRow, content: TranslatedContent): TranslatedContent {
  const known = blocksById(liveDraftOf(page).blocks.blocks, blocksById(currentDraftOf(page).blocks.blocks));
  const blocks = Object.fromEntries(
    Object.entries(content.blocks).flatMap(([blockId, props]) => {
      const stored = known.get(blockId);
      return stored ? [[blockId, sanitizeBlockProps(stored.type, props)]] : [];
    }),
  );
  return { page_title: content.page_title?.trim() || null, blocks };
}

/** SPEC §3 Localisation in the studio: per page and locale, default (none), draft or published. */
export function registerStudioTranslationRoutes(scope: FastifyInstance) {
  const db = () => scope.services.database.db;

  route(scope, api.studioTranslationsContract, async ({ params, request }) => {
    const { app } = await requireOwnedApp(request, params.appId);
    const page = await requireAppPage(db(), app.id, params.pageId);
    const rows = await db()
      .select()
      .from(pageTranslations)
      .where(and(eq(pageTranslations.appId, app.id), eq(pageTranslations.pageId, page.id)));
    const byLocale = new Map(rows.map((row) => [row.locale, row]));
    return { translations: app.languages.map((locale) => toStudio(locale, byLocale.get(locale))) };
  });

  route(scope, api.saveTranslationContract, async ({ params, body, request }) => {
    const { app } = await requireOwnedApp(request, params.appId);
    requireAppLocale(app, params.locale);
    const page = await requireAppPage(db(), app.id, params.pageId);
    const content = cleanContent(page, body.content);
    const [row] = await db()
      .insert(pageTranslations)
      .values({ appId: app.id, pageId: page.id, locale: params.locale, status: body.status, content })
      .onConflictDoUpdate({
        target: [pageTranslations.pageId, pageTranslations.locale],
        set: { status: body.status, content, updatedAt: sql`now()` },
      })
      .returning();
    return { translation: toStudio(params.locale, row) };
  });

  route(scope, api.deleteTranslationContract, async ({ params, request }) => {
    const { app } = await requireOwnedApp(request, params.appId);
    const page = await requireAppPage(db(), app.id, params.pageId);
    await db()
      .delete(pageTranslations)
      .where(and(eq(pageTranslations.appId, app.id), eq(pageTranslations.pageId, page.id), eq(pageTranslations.locale, params.locale)));
    return { translation: toStudio(params.locale, undefined) };
  });
}
