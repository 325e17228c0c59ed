import { encodedBody, type PreparedDocument } from './publish-cache';

export type PreparedResponse = { status: 200 | 304; headers: Record<string, string>; body: Buffer | null };

/**
 * How a prepared page-data document is answered: ETag and revalidation, compressed bytes when the
 * client takes them. One function for both the Fastify route and the in-memory fast path.
 */
export function preparedResponse(
  doc: PreparedDocument,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
): PreparedResponse {
  // A gated page's bytes went to this viewer because of who they are: no shared cache may keep them.
  const headers: Record<string, string> = {
    etag: doc.etag,
    'cache-control': doc.isGated ? 'private, no-cache' : 'public, max-age=0, must-revalidate',
    vary: doc.isGated ? 'accept-encoding, cookie, x-user-token' : 'accept-encoding',
  };
  if (request.ifNoneMatch === doc.etag) return { status: 304, headers, body: null };
  const { body, encoding } = encodedBody(doc, request.acceptEncoding);
  headers['content-type'] = 'application/json; charset=utf-8';
  if (encoding) headers['content-encoding'] = encoding;
  return { status: 200, headers, body };
}
