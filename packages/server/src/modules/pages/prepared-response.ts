import { encodedBody, type PreparedDocument } from './publish-cache';

/** One way of answering a document; made once per document and variant, then shared (read-only). */
export type PreparedResponse = { readonly status: 200 | 304; readonly headers: Readonly<Record<string, string>>; readonly body: Buffer | null };

type Variant = 'not-modified' | 'identity' | 'gzip' | 'br';
const answers = new WeakMap<PreparedDocument, Partial<Record<Variant, PreparedResponse>>>();

function answer(doc: PreparedDocument, status: 200 | 304, body: Buffer | null, encoding: 'br' | 'gzip' | null): PreparedResponse {
  // A gated page's bytes went to this viewer because of who they are: no shared cache may keep them.
  const headers: Record<string, string> = {
    etag: doc.etag,
    'cache-control': doc.isGated ? 'private, no-cache' : 'public, max-age=0, must-revalidate',
    vary: doc.isGated ? 'accept-encoding, cookie, x-user-token' : 'accept-encoding',
  };
  if (status === 200) {
    headers['content-type'] = 'application/json; charset=utf-8';
    if (encoding) headers['content-encoding'] = encoding;
  }
  return Object.freeze({ status, headers: Object.freeze(headers), body });
}

/**
 * How a prepared page-data document is answered: ETag and revalidation, compressed bytes when the
 * client takes them. One function for both the Fastify route and the in-memory fast path. The
 * answers (status, headers, bytes) are made once per document and variant and kept beside the
 * document, so a busy document costs no allocation here.
 */
export function preparedResponse(
  doc: PreparedDocument,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
): PreparedResponse {
  let known = answers.get(doc);
  if (!known) answers.set(doc, (known = {}));
  if (request.ifNoneMatch === doc.etag) return (known['not-modified'] ??= answer(doc, 304, null, null));
  const { body, encoding } = encodedBody(doc, request.acceptEncoding);
  return (known[encoding ?? 'identity'] ??= answer(doc, 200, body, encoding));
}
