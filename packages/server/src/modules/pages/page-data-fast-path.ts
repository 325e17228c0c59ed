import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdFrom } from '../../http/request-id';
import type { SecurityHeaders } from '../../http/security';
import { normaliseHost, peekApp, type TenancyOptions } from '../apps/resolve-app';
import { parsePageDataPath } from './page-data-path';
import { preparedResponse } from './prepared-response';
import type { PublishCache } from './publish-cache';

const TIMESTAMP_QUERY = /^ts=\d{1,16}$/;
const MAX_REMEMBERED_PATHS = 5_000;

/**
 * Page data is the busiest address of the product and its bytes are prepared at publish time. When
 * the app and the document are both already in memory, this answers straight from the Node server,
 * before the framework's request lifecycle; anything else — a cache miss, an unusual query, a
 * malformed address, an unknown app — returns false and Fastify answers it (filling the caches).
 * Both paths build the response with the same `preparedResponse`, so they answer alike.
 */
export function createPageDataFastPath(args: { tenancy: TenancyOptions; cache: PublishCache; security: SecurityHeaders; trustProxy: boolean }) {
  const pagePaths = new Map<string, string | null>();

  function pagePathOf(rest: string): string | null {
    let path = pagePaths.get(rest);
    if (path === undefined) {
      const target = parsePageDataPath(rest);
      path = target?.kind === 'page' ? target.path : null;
      if (pagePaths.size >= MAX_REMEMBERED_PATHS) pagePaths.clear();
      pagePaths.set(rest, path);
    }
    return path;
  }

  return function tryServe(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url;
    if (request.method !== 'GET' || !url?.startsWith('/__/')) return false;
    if (args.trustProxy && request.headers['x-forwarded-host'] !== undefined) return false;
    const queryAt = url.indexOf('?');
    if (queryAt !== -1 && !TIMESTAMP_QUERY.test(url.slice(queryAt + 1))) return false;
    const path = pagePathOf(queryAt === -1 ? url.slice(4) : url.slice(4, queryAt));
    if (!path) return false;
    const slugHeader = request.headers['x-app-slug'];
    if (Array.isArray(slugHeader)) return false;
    const app = peekApp({ host: normaliseHost(request.headers.host), slugHeader, ...args.tenancy });
    if (!app) return false;
    const doc = args.cache.peekPage(app.id, path);
    // Gated pages depend on who asks: only the full server may decide.
    if (!doc || doc.isGated) return false;

    const prepared = preparedResponse(doc, {
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
    });
    response.writeHead(prepared.status, {
      ...args.security.base,
      'x-request-id': requestIdFrom(request.headers['x-request-id']),
      ...prepared.headers,
      ...(prepared.body ? { 'content-length': String(prepared.body.length) } : {}),
    });
    response.end(prepared.body ?? undefined);
    return true;
  };
}
