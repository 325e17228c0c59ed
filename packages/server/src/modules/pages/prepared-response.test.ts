import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preparedResponse } from './prepared-response';
import { prepare, type PreparedDocument } from './publish-cache';

const documentOf = (json: unknown, isGated = false): PreparedDocument => {
  const { text, etag } = prepare(json);
  return { body: Buffer.from(text), etag, encoded: {}, isGated, lockBody: null };
};
const large = { blocks: Array.from({ length: 40 }, (_, i) => ({ id: `b${i}`, text: `Paragraph ${i} with enough words to be worth compressing.` })) };

describe('preparedResponse', () => {
  it('answers each variant of a document with one prepared answer', () => {
    const doc = documentOf(large);
    const plain = preparedResponse(doc, { ifNoneMatch: undefined, acceptEncoding: undefined });
    expect(preparedResponse(doc, { ifNoneMatch: '"other"', acceptEncoding: undefined })).toBe(plain);
    expect(plain.status).toBe(200);
    expect(plain.body).toBe(doc.body);
    expect(plain.headers).toEqual({
      etag: doc.etag,
      'cache-control': 'public, max-age=0, must-revalidate',
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
    });

    const gzip = preparedResponse(doc, { ifNoneMatch: undefined, acceptEncoding: 'gzip, deflate' });
    expect(gzip).not.toBe(plain);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body!).equals(doc.body)).toBe(true);
    expect(preparedResponse(doc, { ifNoneMatch: undefined, acceptEncoding: 'gzip' })).toBe(gzip);
    expect(preparedResponse(doc, { ifNoneMatch: undefined, acceptEncoding: 'br, gzip' }).headers['content-encoding']).toBe('br');
  });

  it('revalidates by ETag without a body or a content type', () => {
    const doc = documentOf(large);
    const notModified = preparedResponse(doc, { ifNoneMatch: doc.etag, acceptEncoding: 'gzip' });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    expect(notModified.headers).toEqual({ etag: doc.etag, 'cache-control': 'public, max-age=0, must-revalidate', vary: 'accept-encoding' });
  });

  it('keeps a gated page out of shared caches, and its answers cannot be changed by a caller', () => {
    const gated = preparedResponse(documentOf({ page: 1 }, true), { ifNoneMatch: undefined, acceptEncoding: undefined });
    expect(gated.headers['cache-control']).toBe('private, no-cache');
    expect(gated.headers.vary).toBe('accept-encoding, cookie, x-user-token');
    expect(Object.isFrozen(gated.headers)).toBe(true);
  });

  it('gives a new document (a new publish) its own answers', () => {
    const first = documentOf({ v: 1 });
    const second = documentOf({ v: 2 });
    const a = preparedResponse(first, { ifNoneMatch: undefined, acceptEncoding: undefined });
    const b = preparedResponse(second, { ifNoneMatch: undefined, acceptEncoding: undefined });
    expect(b.headers.etag).toBe(second.etag);
    expect(a.headers.etag).toBe(first.etag);
  });
});
