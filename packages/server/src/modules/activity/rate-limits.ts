import type { FastifyRequest } from 'fastify';
import { byIp, type LimitRule } from '../../http/rate-limits';
import { sessionHeadersOf } from './sessions';

/**
 * Limits on the activity calls, which every page load and tab switch of every member makes, so
 * they are generous: a gym's members share one address, and a tab shown and hidden quickly sends a
 * pair of beacons each time. What they stop is one client flooding the raw tables. A refusal is
 * the one error shape (429 `too_many_requests`, Retry-After); the member app never shows it.
 */
const MINUTE = 60_000;

/** Session beacons (`end_session`, `resume_session`) per address. */
export const BEACON_IP_LIMIT = { name: 'activity-beacon-ip', max: 300, windowMs: MINUTE } as const;
/** Session beacons per session of a load. */
export const BEACON_SESSION_LIMIT = { name: 'activity-beacon-session', max: 30, windowMs: MINUTE } as const;
/** `PUT /activity` per address. */
export const ACTIVITY_IP_LIMIT = { name: 'activity-put-ip', max: 600, windowMs: MINUTE } as const;
/** `PUT /activity` per session of a load (its `X-Session-Id`). */
export const ACTIVITY_SESSION_LIMIT = { name: 'activity-put-session', max: 120, windowMs: MINUTE } as const;

const beaconSession = (request: FastifyRequest) => {
  const body = request.body as { account_app_slug?: unknown; session_id?: unknown } | undefined;
  return typeof body?.account_app_slug === 'string' && typeof body.session_id === 'string' ? `${body.account_app_slug}:${body.session_id}` : null;
};

const activitySession = (request: FastifyRequest) => {
  const { sessionKey } = sessionHeadersOf(request.headers);
  return sessionKey && request.tenant ? `${request.tenant.id}:${sessionKey}` : null;
};

export const beaconLimits: LimitRule[] = [
  { ...BEACON_IP_LIMIT, key: byIp },
  { ...BEACON_SESSION_LIMIT, key: beaconSession },
];

export const activityLimits: LimitRule[] = [
  { ...ACTIVITY_IP_LIMIT, key: byIp },
  { ...ACTIVITY_SESSION_LIMIT, key: activitySession },
];
