import { describe, expect, it } from 'vitest';
import { newRequestId, requestIdFrom } from './request-id';

describe('request ids', () => {
  it('makes a new id per request, unique and of the form a client may send back', () => {
    const ids = Array.from({ length: 1000 }, () => requestIdFrom(undefined));
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids.slice(0, 10)) expect(requestIdFrom(id)).toBe(id);
    expect(newRequestId().split('-')[0]).toBe(ids[0]!.split('-')[0]);
  });

  it('keeps a well-formed incoming id and replaces anything else', () => {
    expect(requestIdFrom('trace-1234567')).toBe('trace-1234567');
    for (const bad of ['short', 'has space in it', 'x'.repeat(65), ['abcdefgh-1', 'abcdefgh-2']]) {
      const id = requestIdFrom(bad);
      expect(id).not.toEqual(bad);
      expect(id).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
    }
  });
});
