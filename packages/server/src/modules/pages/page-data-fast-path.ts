import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdFrom } from '../../http/request-id';
import type { SecurityHeaders } from '../../http/security';
import { normaliseHost, peekApp, type TenancyOptions } from '../apps/resolve-app';
import { parsePageDataPath } from './page-data-path';
import { preparedResponse, type PreparedResponse } from './prepared-response';
import type { PublishCache } from './publish-cache';

const TIMESTAMP_QUERY = /^ts=\d{1,16}$/;
const MAX_REMEMBERED_PATHS = 5_000;

/**
 * Page data is the busiest address of the product and its bytes are prepared at publish time. When
 * the app and the document are both already in memory, this answers straight from the Node server,
 * before the framework's request lifecycle; anything else — a cache miss, an unusual query, a
 * malformed address, an unknown app — returns false and Fastify answers it (filling the caches).
 * Both paths build the response with the same `preparedResponse`, so they answer alike.
 *
 * Per answer (document and variant) the raw header list — security headers, the request id's
 * slot, the prepared headers, the length — is made once; a request only fills in its id. Node
 * turns the list into the header block at once inside `writeHead`, so one list can serve every
 * request.
 */
export function createPageDataFastPath(args: { tenancy: TenancyOptions; cache: PublishCache; security: SecurityHeaders; trustProxy: boolean }) {
  const pagePaths = new Map<string, string | null>();
  const heads = new WeakMap<PreparedResponse, { raw: string[]; idAt: number }>();
  // One tenancy lookup object, filled per request (the lookup is synchronous).
  const lookup = { host: '', slugHeader: undefined as string | undefined, ...args.tenancy };

  function headOf(prepared: PreparedResponse) {
    let head = heads.get(prepared);
    if (!head) {
      const raw = Object.entries(args.security.base).flat();
      raw.push('x-request-id', '');
      const idAt = raw.length - 1;
      raw.push(...Object.entries(prepared.headers).flat());
      if (prepared.body) raw.push('content-length', String(prepared.body.length));
      head = { raw, idAt };
      heads.set(prepared, head);
    }
    return head;
  }

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
    const headers = request.headers;
    const slugHeader = headers['x-app-slug'];
    if (Array.isArray(slugHeader)) return false;
    lookup.host = normaliseHost(headers.host);
    lookup.slugHeader = slugHeader;
    const app = peekApp(lookup);
    if (!app) return false;
    const doc = args.cache.peekPage(app.id, path);
    // Gated pages depend on who asks: only the full server may decide.
    if (!doc || doc.isGated) return false;

    const prepared = preparedResponse(doc, { ifNoneMatch: headers['if-none-match'], acceptEncoding: headers['accept-encoding'] });
    const head = headOf(prepared);
    head.raw[head.idAt] = requestIdFrom(headers['x-request-id']);
    response.writeHead(prepared.status, head.raw);
    response.end(prepared.body ?? undefined);
    return true;
  };
}
