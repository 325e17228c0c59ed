import { createHash } from 'node:crypto';
import { AppError } from '@tessera/core/errors';
import type { PageProps } from '@tessera/core/entities/page';
import type { TranslatedContent } from '@tessera/core/entities/translation';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../../context/http-context';
import type { TenantApp } from '../../context/tenant-app';
import { pageDataAt } from '../../modules/pages/page-data';
import type { PreparedDocument } from '../../modules/pages/publish-cache';
import { sanitizeRichTextForDisplay } from '../../modules/pages/rich-text';
import { listPrograms } from '../../modules/programs/member-operations';
import { composeRenderedHtml } from './member-html';
import type { SsrArtifact } from './ssr-artifact';

/** A member page rendered on the server: the document, and whether shared caches may keep it. */
export type RenderedDocument = {
  html: string;
  isPrivate: boolean;
  etag: string | null;
  status: 200 | 404;
};

type PageForViewer = {
  page: PageProps | null;
  missing: boolean;
  isPrivate: boolean;
  docEtag: string | null;
};

/** `/` → `index.json`, `/about` → `about/index.json`: the page data address of a page path. */
const pageAddress = (pagePath: string, file: string) =>
  pagePath === '/' ? file : `${pagePath.slice(1)}/${file}`;

const parsedProps = new WeakMap<PreparedDocument, PageProps>();
function propsOf(doc: PreparedDocument): PageProps {
  let props = parsedProps.get(doc);
  if (!props) parsedProps.set(doc, (props = JSON.parse(doc.body.toString('utf8')) as PageProps));
  return props;
}

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

/** Rendered public documents kept per app config, page version, address and locale (bounded). */
const CACHE_SIZE = 500;

/**
 * Renders member pages on the server from the same answers as the page data route (decision 032):
 * a gated page a viewer may not see renders its lock screen from the lock props — the locked
 * content is never in the HTML, as it is never in the JSON. Documents that depend on the viewer
 * (a gated page's decision, a request with a session cookie) are private and never kept; public
 * pages are kept per publish version (the document's ETag), locale and app config, and answered
 * with an ETag of their own.
 */
export function createMemberPageRenderer(artifact: SsrArtifact) {
  const cache = new Map<string, { html: string; etag: string }>();
  const failed = new Set<string>();

  async function pageForViewer(
    request: FastifyRequest,
    app: TenantApp,
    pagePath: string | null,
  ): Promise<PageForViewer> {
    if (pagePath === null) return { page: null, missing: true, isPrivate: false, docEtag: null };
    request.tenant = app;
    try {
      const answer = await pageDataAt(contextOf(request), pageAddress(pagePath, 'index.json'));
      if (answer.kind === 'private')
        return {
          page: JSON.parse(answer.json) as PageProps,
          missing: false,
          isPrivate: true,
          docEtag: null,
        };
      return {
        page: propsOf(answer.doc),
        missing: false,
        isPrivate: false,
        docEtag: answer.doc.etag,
      };
    } catch (error) {
      if (isNotFound(error)) return { page: null, missing: true, isPrivate: false, docEtag: null };
      throw error;
    }
  }

  async function translationOf(
    request: FastifyRequest,
    pagePath: string,
    locale: string,
  ): Promise<TranslatedContent | null> {
    try {
      const answer = await pageDataAt(contextOf(request), pageAddress(pagePath, `${locale}.json`));
      const body = JSON.parse(
        answer.kind === 'private' ? answer.json : answer.doc.body.toString('utf8'),
      ) as TranslatedContent;
      return { page_title: body.page_title ?? null, blocks: body.blocks ?? {} };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /**
   * What a template asks `/api` for first that is the same for every viewer, under the web app's
   * query keys (`features/programs/program-queries.ts`): rendered with it, the page does not
   * change shape when the answer would have arrived.
   */
  async function templateQueries(
    request: FastifyRequest,
    page: PageProps | null,
  ): Promise<{ key: unknown[]; data: unknown }[]> {
    if (!page?.page_access.granted || page.page_content_type !== 'program') return [];
    const programs = await listPrograms(contextOf(request), { page_id: page.page_id });
    return [
      {
        key: ['program-of-page', page.page_id],
        data: JSON.parse(JSON.stringify(programs[0] ?? null)) as unknown,
      },
    ];
  }

  return {
    /** The page as this viewer may see it (null `page`: nothing is published at the path). */
    pageForViewer,

    /**
     * The document with the page rendered in it, or null when the render failed (logged once per
     * page): the caller then serves the client-rendered shell, never an error.
     */
    async render(args: {
      request: FastifyRequest;
      app: TenantApp;
      /** The built index.html with its head already injected for this page. */
      document: string;
      pagePath: string | null;
      /** The address's path with the one query parameter that changes the render (`lang`). */
      url: string;
      viewer: PageForViewer;
      hasSessionCookie: boolean;
      log: FastifyRequest['log'];
    }): Promise<RenderedDocument | null> {
      const { request, app, viewer, pagePath } = args;
      const isPrivate = viewer.isPrivate || args.hasSessionCookie;
      const status = viewer.missing ? 404 : 200;
      const key = isPrivate
        ? null
        : `${app.id}\n${createHash('sha1').update(app.publicConfigJson).digest('base64')}\n${viewer.docEtag ?? 'none'}\n${args.url}\n${createHash('sha1').update(args.document).digest('base64')}`;
      const kept = key ? cache.get(key) : undefined;
      if (kept) {
        // Least recently used last: re-insert on every hit.
        cache.delete(key as string);
        cache.set(key as string, kept);
        return { html: kept.html, etag: kept.etag, isPrivate, status };
      }
      try {
        const output = await artifact.render({
          config: app.publicConfig,
          url: args.url,
          page: viewer.page,
          missing: viewer.missing,
          sanitizeHtml: sanitizeRichTextForDisplay,
          queries: await templateQueries(request, viewer.page),
          loadTranslation: (locale) =>
            pagePath ? translationOf(request, pagePath, locale) : Promise.resolve(null),
        });
        // A part that failed would finish in the browser through an inline script, which the CSP
        // refuses: the whole page renders in the browser instead, as it did before server rendering.
        if (output.errors.length > 0) throw new Error(`Parts failed: ${output.errors.join('; ')}`);
        if (/<script(?![^>]*type="application\/json")/.test(output.html))
          throw new Error('The render needs an inline script');
        const html = composeRenderedHtml(args.document, {
          html: output.html,
          stateJson: JSON.stringify(output.state),
          lang: output.lang,
          dir: output.dir,
          colorMode: viewer.page?.color_mode ?? app.publicConfig.theme.default_color_mode,
          css: artifact.stylesheets(output.styleModules),
          modulePreloads: artifact.modulePreloads(output.preloadModules),
          lcpImage: output.lcpImage,
        });
        if (!key) return { html, etag: null, isPrivate, status };
        const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
        cache.set(key, { html, etag });
        if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        return { html, etag, isPrivate, status };
      } catch (error) {
        const failure = `${app.id} ${args.url}`;
        if (!failed.has(failure)) {
          if (failed.size < CACHE_SIZE) failed.add(failure);
          args.log.error(
            { err: error, url: args.url },
            'Server rendering failed; serving the client-rendered shell',
          );
        }
        return null;
      }
    },
  };
}

export type MemberPageRenderer = ReturnType<typeof createMemberPageRenderer>;
