import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, prepare, type PreparedDocument } from './publish-cache';

const documentOf = (json: unknown): PreparedDocument => {
  const { text, etag } = prepare(json);
  return { body: Buffer.from(text), etag, encoded: {}, isGated: false, lockBody: null };
};

describe('encodedBody', () => {
  const large = documentOf({ blocks: Array.from({ length: 200 }, (_, i) => ({ id: `b${i}`, type: 'text_block' })) });

  it('prefers brotli, then gzip, and compresses each document once', () => {
    const br = encodedBody(large, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(large.body)).toBe(true);
    expect(encodedBody(large, 'br').body).toBe(br.body);
    const gzip = encodedBody(large, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(large.body)).toBe(true);
  });

  it('sends small documents and clients without encodings the plain bytes', () => {
    const small = documentOf({ a: 1 });
    expect(encodedBody(small, 'br')).toEqual({ body: small.body, encoding: null });
    expect(encodedBody(large, undefined).encoding).toBeNull();
    expect(encodedBody(large, 'identity').encoding).toBeNull();
  });

  it('gives equal documents equal ETags and different ones different ETags', () => {
    expect(prepare({ a: 1 }).etag).toBe(prepare({ a: 1 }).etag);
    expect(prepare({ a: 1 }).etag).not.toBe(prepare({ a: 2 }).etag);
  });
});
