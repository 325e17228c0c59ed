import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures (decision 031), like Stripe's: `Tessera-Timestamp` carries the unix seconds
 * of the attempt, and `Tessera-Signature: v1=<hex>` the HMAC-SHA256, keyed by the endpoint's
 * signing secret, of `<timestamp>.<raw body>`. A receiver recomputes it over the bytes it got and
 * refuses old timestamps, so a captured request cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'tessera-signature';
export const TIMESTAMP_HEADER = 'tessera-timestamp';
export const DEFAULT_TOLERANCE_S = 300;

export function signPayload(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Whether a delivery is genuine and fresh: what a receiver runs (tests use it as one). */
export function verifySignature(args: { secret: string; body: string; signature: string | undefined; timestamp: string | undefined; nowS?: number; toleranceS?: number }): boolean {
  const { secret, body, signature, timestamp } = args;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  const nowS = args.nowS ?? Math.floor(Date.now() / 1000);
  if (Math.abs(nowS - Number(timestamp)) > (args.toleranceS ?? DEFAULT_TOLERANCE_S)) return false;
  const expected = Buffer.from(signPayload(secret, Number(timestamp), body));
  return signature
    .split(',')
    .map((part) => Buffer.from(part.trim()))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}
