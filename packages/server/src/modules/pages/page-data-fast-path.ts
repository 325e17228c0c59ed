import type { IncomingMessage, ServerResponse } from 'node:http';
import { boundedMemo } from '../../http/bounded-memo';
import { readRawHeaders } from '../../http/raw-headers';
import { requestIdFrom } from '../../http/request-id';
import type { SecurityHeaders } from '../../http/security';
import { normaliseHost, peekApp, type TenancyOptions } from '../apps/resolve-app';
import { parsePageDataPath } from './page-data-path';
import { preparedResponse, type PreparedResponse } from './prepared-response';
import type { PublishCache } from './publish-cache';

/** The query from `at` on is `ts=` and 1–16 digits: the member app's cache-busting timestamp. */
function isTimestampQuery(url: string, at: number): boolean {
  const digits = url.length - at - 3;
  if (digits < 1 || digits > 16 || !url.startsWith('ts=', at)) return false;
  for (let i = at + 3; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

const MAX_REMEMBERED_PATHS = 5_000;
/** The page an address (after `/__/`, before the query) asks for; null for anything else. */
const pagePathOf = boundedMemo((rest) => {
  const target = parsePageDataPath(rest);
  return target?.kind === 'page' ? target.path : null;
}, MAX_REMEMBERED_PATHS);

// The headers the fast path reads, from the raw list (see readRawHeaders), and where each lands.
const HEADER_NAMES = ['host', 'x-app-slug', 'if-none-match', 'accept-encoding', 'x-request-id', 'x-forwarded-host'];
// Indexes into HEADER_NAMES (and the values read for them).
const [HOST, APP_SLUG, IF_NONE_MATCH, ACCEPT_ENCODING, REQUEST_ID, FORWARDED_HOST] = [0, 1, 2, 3, 4, 5] as const;

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
  const heads = new WeakMap<PreparedResponse, { raw: string[]; idAt: number }>();
  // One tenancy lookup object, filled per request (the lookup is synchronous).
  const lookup = { host: '', slugHeader: undefined as string | undefined, at: 0, ...args.tenancy };

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

  const values: (string | undefined)[] = [];

  return function tryServe(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url;
    if (request.method !== 'GET' || !url?.startsWith('/__/')) return false;
    const queryAt = url.indexOf('?');
    if (queryAt !== -1 && !isTimestampQuery(url, queryAt + 1)) return false;
    const path = pagePathOf(queryAt === -1 ? url.slice(4) : url.slice(4, queryAt));
    if (!path) return false;
    if (!readRawHeaders(request.rawHeaders, HEADER_NAMES, values)) return false;
    if (args.trustProxy && values[FORWARDED_HOST] !== undefined) return false;
    lookup.host = normaliseHost(values[HOST]);
    lookup.slugHeader = values[APP_SLUG];
    // One reading of the clock for the three cache lookups (each costs tens of nanoseconds).
    lookup.at = Date.now();
    const app = peekApp(lookup);
    if (!app) return false;
    const doc = args.cache.peekPage(app.id, path, lookup.at);
    // Gated pages depend on who asks: only the full server may decide.
    if (!doc || doc.isGated) return false;

    const prepared = preparedResponse(doc, { ifNoneMatch: values[IF_NONE_MATCH], acceptEncoding: values[ACCEPT_ENCODING] });
    const head = headOf(prepared);
    head.raw[head.idAt] = requestIdFrom(values[REQUEST_ID]);
    response.writeHead(prepared.status, head.raw);
    response.end(prepared.body ?? undefined);
    return true;
  };
}
