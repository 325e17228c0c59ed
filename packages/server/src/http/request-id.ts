import { randomBytes } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * New ids are this process's random prefix and a counter (`k3x9q2m7w1ab-1f`): unique across
 * instances and restarts, which is all a log correlation id needs, and far cheaper per request than
 * a random UUID (the page-data fast path answers tens of thousands of requests a second).
 */
const prefix = randomBytes(9).toString('base64url');
let counter = 0;

export function newRequestId(): string {
  counter += 1;
  return `${prefix}-${counter.toString(36)}`;
}

/** A well-formed id the client (or a load balancer) sent is kept, so one id follows a request everywhere. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : newRequestId();
}
