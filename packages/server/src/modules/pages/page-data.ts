import { appError, fieldError } from '@tessera/core/error-catalogue';
import type { Locale } from '@tessera/core/entities/app';
import type { AccessTreeNode, PageProps } from '@tessera/core/entities/page';
import type { TranslationFile } from '@tessera/core/entities/translation';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context';
import { accessIndexFor, decidePageAccess } from './page-access';
import { parsePageDataPath } from './page-data-path';
import { prepare, type PreparedDocument } from './publish-cache';
import { pages } from './schema';
import { pageTranslations } from './translation-schema';

/** What a page data address answers: prepared bytes (shared caching by their own rules), or a private JSON answer. */
export type PageDataAnswer = { kind: 'prepared'; doc: PreparedDocument } | { kind: 'private'; json: string };

const pageNotFound = () => appError('page_not_found');
const translationNotFound = () => appError('translation_not_found');

function lockPropsOf(doc: PreparedDocument): PageProps {
  doc.parsed ??= JSON.parse(doc.lockBody ?? '{}') as PageProps;
  return doc.parsed as PageProps;
}

/**
 * A gated page goes whole only to a viewer the access engine grants; everyone else gets the page
 * without its content and the decision (reason, products, unlock time) for the lock screen.
 */
async function gatedPage(ctx: AppContext, doc: PreparedDocument): Promise<PageDataAnswer> {
  const lock = lockPropsOf(doc);
  const decision = await decidePageAccess(ctx, { pageId: lock.page_id, rootId: lock.root_id });
  if (decision?.result.granted) return { kind: 'prepared', doc };
  const pageAccess = decision?.result ?? { granted: false, reason: null, data: null };
  const rootNode =
    decision?.outcome === 'START_REQUIRED' && decision.progressRootId
      ? // Published trees hold AccessTreeNodes: the access node plus the page's path and title.
        ((await accessIndexFor(ctx, lock.root_id))?.nodes[decision.progressRootId] as AccessTreeNode | undefined)
      : undefined;
  const progressRoot = rootNode ? { page_id: rootNode.page_id, path: rootNode.path, title: rootNode.title } : null;
  return { kind: 'private', json: JSON.stringify({ ...lock, page_access: pageAccess, access_outcome: decision?.outcome ?? 'IS_PRIVATE', progress_root: progressRoot }) };
}

/**
 * `/__/{path}/{locale}.json`: the published translation of a published page (the member app falls
 * back to the page's own content on 404). It is gated like the page itself: a viewer the access
 * engine refuses gets the translated title only, as the lock screen of index.json carries the title
 * and no content. Its bytes are small, so they are prepared per request (ETag included).
 */
async function translation(ctx: AppContext, target: { doc: PreparedDocument | null; path: string; locale: Locale }): Promise<PageDataAnswer> {
  if (!target.doc) throw translationNotFound();
  const [row] = await ctx.db
    .select({ pageId: pages.id, rootId: pages.rootId, content: pageTranslations.content })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(
      and(
        eq(pages.appId, ctx.app.id),
        eq(pages.path, target.path),
        eq(pages.isPublished, true),
        eq(pageTranslations.appId, ctx.app.id),
        eq(pageTranslations.locale, target.locale),
        eq(pageTranslations.status, 'published'),
      ),
    )
    .limit(1);
  if (!row) throw translationNotFound();
  let file: TranslationFile = { page_id: row.pageId, locale: target.locale, status: 'published', page_title: row.content.page_title, blocks: row.content.blocks };
  if (target.doc.isGated) {
    const decision = await decidePageAccess(ctx, { pageId: row.pageId, rootId: row.rootId });
    if (!decision?.result.granted) file = { ...file, blocks: {} };
  }
  const { text, etag } = prepare(file);
  return { kind: 'prepared', doc: { body: Buffer.from(text), etag, encoded: {}, isGated: target.doc.isGated, lockBody: null } };
}

/**
 * The static-style page data of ARCHITECTURE: Contracts (`index.json`, `a/{rootId}.json`,
 * `{locale}.json`), from the publish cache's prepared bytes; nothing is assembled per request
 * except a lock screen or a translation.
 */
export async function pageDataAt(ctx: AppContext, address: string): Promise<PageDataAnswer> {
  const target = parsePageDataPath(address);
  if (!target) throw fieldError('params.path', 'not_a_page_data_address');
  const cache = ctx.services.publishCache;
  const appId = ctx.app.id;
  if (target.kind === 'access_tree') {
    const doc = await cache.getAccessTree(appId, target.rootId);
    if (!doc) throw pageNotFound();
    return { kind: 'prepared', doc };
  }
  const doc = cache.peekPage(appId, target.path) ?? (await cache.getPage(appId, target.path));
  if (target.kind === 'translation') return translation(ctx, { doc, path: target.path, locale: target.locale });
  if (!doc) throw pageNotFound();
  return doc.isGated ? gatedPage(ctx, doc) : { kind: 'prepared', doc };
}
