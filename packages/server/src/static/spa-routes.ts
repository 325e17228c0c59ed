import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { pagePathSchema, type PageProps } from '@tessera/core/entities/page';
import { sessionHintMeta } from '@tessera/core/session-hint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublishCache } from '../modules/pages/publish-cache';
import type { TenantApp } from '../context/tenant-app';
import { MEMBER_COOKIE, OWNER_COOKIE, readCookie } from '../http/cookies';
import { setDocumentHeaders, type SecurityHeaders } from '../http/security';
import { injectHead, renderHead } from './html-injection';
import { createMemberPageRenderer, type MemberPageRenderer } from './ssr/member-pages';
import { loadSsrArtifact } from './ssr/ssr-artifact';
import { afterListening } from '../http/after-listening';

/** Finds a built front end: the configured folder, else the workspace's `packages/<name>/dist`. */
export function findDist(name: 'web' | 'studio', configured: string | undefined): string | null {
  if (configured)
    return existsSync(path.join(configured, 'index.html')) ? path.resolve(configured) : null;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, `../../../${name}/dist`),
    path.resolve(here, `../../${name}/dist`),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

const notBuilt = (name: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title><body style="font-family:system-ui;padding:2rem"><h1>The ${name} is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing).</p></body></html>`;

const appNotFoundPage = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>App not found</title><body style="font-family:system-ui;padding:2rem"><h1>App not found</h1><p>No app is published at this address.</p></body></html>`;

/** `/about/` → `/about`; null when the address cannot be a page's. */
function pagePathOf(pathname: string): string | null {
  const pagePath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pagePathSchema.safeParse(pagePath).success ? pagePath : null;
}

const wantsHtml = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

const setCacheHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header(
    'cache-control',
    filePath.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  );
};

/**
 * Serves the member SPA at `/` (index.html injected per app and page) and the studio at
 * `/studio/`. Anything that is neither a file nor an API route falls back to the right index.html,
 * so client-side routes work on reload; API and page-data misses stay JSON.
 */
export async function registerSpaRoutes(args: {
  server: FastifyInstance;
  webDist: string | null;
  studioDist: string | null;
  cache: PublishCache;
  resolveTenant: (request: FastifyRequest) => Promise<TenantApp | null>;
  publicUrl: string | undefined;
  security: SecurityHeaders;
  /** Render member pages on the server (decision 032); off serves the client-rendered shell. */
  isSsrOn?: boolean;
}) {
  const { server, webDist, studioDist, cache, resolveTenant } = args;
  const artifact = webDist && args.isSsrOn ? await loadSsrArtifact(webDist) : null;
  if (webDist && args.isSsrOn && !artifact)
    server.log.warn(
      'The member app has no server render built (packages/web/dist-ssr): serving the client-rendered shell',
    );
  const ssr: MemberPageRenderer | null = artifact ? createMemberPageRenderer(artifact) : null;
  if (artifact) afterListening(server, artifact.warmUp);
  const webTemplate = webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  const studioTemplate = studioDist
    ? readFileSync(path.join(studioDist, 'index.html'), 'utf8')
    : null;
  // The studio's document in its two forms, made once: whether an owner's session cookie came with
  // it, so the studio skips a check that could only answer 401 (the member app's hint).
  const studioDocuments = studioTemplate
    ? {
        signedIn: studioTemplate.replace('</head>', `${sessionHintMeta(true)}</head>`),
        signedOut: studioTemplate.replace('</head>', `${sessionHintMeta(false)}</head>`),
      }
    : null;

  if (webDist) {
    await server.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: setCacheHeaders,
    });
  }
  if (studioDist) {
    await server.register(fastifyStatic, {
      root: studioDist,
      prefix: '/studio/',
      index: false,
      wildcard: true,
      decorateReply: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: setCacheHeaders,
    });
  }

  async function pageFor(app: TenantApp, pathname: string): Promise<PageProps | null> {
    const pagePath = pagePathOf(pathname);
    if (pagePath === null) return null;
    const doc = await cache.getPage(app.id, pagePath);
    return doc ? (JSON.parse(doc.body.toString('utf8')) as PageProps) : null;
  }

  function sendStudio(request: FastifyRequest, reply: FastifyReply) {
    setDocumentHeaders(reply, args.security);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!studioDocuments) return reply.code(503).send(notBuilt('studio'));
    // The document says whether an owner cookie came with it: a cache must key on the cookie.
    reply.header('vary', 'Cookie');
    const isSignedIn = readCookie(request, OWNER_COOKIE) !== undefined;
    return reply.code(200).send(isSignedIn ? studioDocuments.signedIn : studioDocuments.signedOut);
  }

  async function sendMemberApp(request: FastifyRequest, reply: FastifyReply) {
    setDocumentHeaders(reply, args.security);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!webTemplate) return reply.code(503).send(notBuilt('member app'));
    const app = await resolveTenant(request);
    if (!app) return reply.code(404).send(appNotFoundPage);
    const [pathname = '/', search = ''] = request.url.split('?');
    const origin = args.publicUrl ?? `${request.protocol}://${request.host}`;
    const hasSessionCookie = readCookie(request, MEMBER_COOKIE) !== undefined;
    // The document says whether a session cookie came with it: a cache must not hand one visitor's to another.
    reply.header('vary', 'Cookie');
    // The app's own screens (`/me/…`) are the member's: the shell renders them in the browser.
    // The studio's preview (`?page-builder`) renders drafts the studio sends: nothing to render here.
    const isPreview = new URLSearchParams(search).has('page-builder');
    if (ssr && !isPreview && !pathname.startsWith('/me/') && pathname !== '/me') {
      const pagePath = pagePathOf(pathname);
      const viewer = await ssr.pageForViewer(request, app, pagePath);
      const document = injectHead(
        webTemplate,
        renderHead({ app, page: viewer.page, url: `${origin}${pathname}`, hasSessionCookie }),
      );
      const lang = new URLSearchParams(search).get('lang');
      const url = lang ? `${pathname}?lang=${encodeURIComponent(lang)}` : pathname;
      const rendered = await ssr.render({
        request,
        app,
        document,
        pagePath,
        url,
        viewer,
        hasSessionCookie,
        log: request.log,
      });
      if (rendered) {
        if (rendered.isPrivate) reply.header('cache-control', 'private, no-cache');
        else if (rendered.etag) {
          reply
            .header('cache-control', 'public, max-age=0, must-revalidate')
            .header('etag', rendered.etag);
          if (request.headers['if-none-match'] === rendered.etag) return reply.code(304).send();
        }
        return reply.code(rendered.status).send(rendered.html);
      }
      return reply.code(viewer.missing ? 404 : 200).send(document);
    }
    const page = await pageFor(app, pathname);
    const head = renderHead({ app, page, url: `${origin}${pathname}`, hasSessionCookie });
    // Unknown paths still get the app (it shows 'Page Not Found'), with the status a crawler expects.
    const isKnownPage = page !== null || pathname.startsWith('/me/') || pathname === '/unsubscribe-from-email';
    return reply.code(isKnownPage ? 200 : 404).send(injectHead(webTemplate, head));
  }

  // The static plugins answer a bare folder address with 403; these are the apps' front doors.
  server.get('/', (request, reply) => sendMemberApp(request, reply));
  if (studioDist) server.get('/studio/', (request, reply) => sendStudio(request, reply));

  return {
    /** Called by the not-found handler for GET requests that want HTML. */
    async handleHtmlFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      if (!wantsHtml(request)) return false;
      const url = request.url;
      if (url === '/studio' || url.startsWith('/studio/') || url.startsWith('/studio?')) {
        await sendStudio(request, reply);
        return true;
      }
      await sendMemberApp(request, reply);
      return true;
    },
  };
}
