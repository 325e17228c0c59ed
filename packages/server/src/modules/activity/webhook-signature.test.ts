import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './webhook-signature';

describe('webhook signatures', () => {
  const secret = 'whsec_test';
  const body = '{"type":"webhook.ping"}';
  const nowS = 1_900_000_000;

  it('verifies what it signed, over the timestamp and the exact body', () => {
    const signature = signPayload(secret, nowS, body);
    expect(verifySignature({ secret, body, signature, timestamp: String(nowS), nowS })).toBe(true);
    expect(verifySignature({ secret, body: `${body} `, signature, timestamp: String(nowS), nowS })).toBe(false);
    expect(verifySignature({ secret: 'whsec_other', body, signature, timestamp: String(nowS), nowS })).toBe(false);
    expect(verifySignature({ secret, body, signature, timestamp: String(nowS + 1), nowS })).toBe(false);
  });

  it('refuses stale timestamps and missing headers', () => {
    const old = nowS - 301;
    expect(verifySignature({ secret, body, signature: signPayload(secret, old, body), timestamp: String(old), nowS })).toBe(false);
    expect(verifySignature({ secret, body, signature: undefined, timestamp: String(nowS), nowS })).toBe(false);
    expect(verifySignature({ secret, body, signature: signPayload(secret, nowS, body), timestamp: 'soon', nowS })).toBe(false);
  });

  it('accepts any of several signatures (a rotated secret)', () => {
    const signature = `v1=deadbeef, ${signPayload(secret, nowS, body)}`;
    expect(verifySignature({ secret, body, signature, timestamp: String(nowS), nowS })).toBe(true);
  });
});
