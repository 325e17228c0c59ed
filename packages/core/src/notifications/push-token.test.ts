import { describe, expect, it } from 'vitest';
import { isValidPushToken } from './push-token';

describe('push tokens', () => {
  it('accepts each provider’s shape and refuses the others', () => {
    expect(isValidPushToken('expo', 'ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]')).toBe(true);
    expect(isValidPushToken('expo', 'ExponentPushToken[]')).toBe(false);
    expect(isValidPushToken('expo', 'hello')).toBe(false);
    expect(isValidPushToken('fcm', 'dGVzdDp0b2tlbi1mb3ItZmNtLWRldmljZS0xMjM0NTY3ODkw')).toBe(true);
    expect(isValidPushToken('fcm', 'short')).toBe(false);
    expect(isValidPushToken('fcm', 'has spaces in it that are not allowed here')).toBe(false);
    expect(isValidPushToken('pusher', 'a1b2c3d4e5f60718293a4b5c6d7e8f90')).toBe(true);
    expect(isValidPushToken('webpush', 'https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isValidPushToken('webpush', 'http://localhost:4000/push/abc')).toBe(true);
    expect(isValidPushToken('webpush', 'http://evil.example/push')).toBe(false);
    expect(isValidPushToken('webpush', 'javascript:alert(1)')).toBe(false);
    expect(isValidPushToken('webpush', 'x'.repeat(3000))).toBe(false);
  });
});
