import { apiUrl } from '@tessera/core/api-client';
import { RECORD_ACTIVITY } from '@tessera/core/constants';
import { fetchJson } from '../../app/api/api';
import { getDeviceId, getSessionId } from '../../app/api/ids';
import { sessionEvents } from '../../app/session-tracking';
import { followActivities, type Activity } from '../../app/activity';

/**
 * SPEC §4 Session tracking and §7 Activity, on the member's side: the session starts with the load
 * (a resume beacon that the server takes as a start), ends with the tab's hiding or closing (never
 * during checkout: session-tracking.ts holds it) and resumes when the tab shows again. Beacons go
 * by `navigator.sendBeacon`, which survives the page closing and can carry no headers: the app is
 * named in the body, sent as text/plain so no preflight is ever needed.
 */
type Beacon = 'end_session' | 'resume_session';
type Send = (url: string, body: string) => boolean;

const defaultSend: Send = (url, body) => {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return true;
  // No beacon (or its queue is full): a keep-alive request outlives the page too.
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
  return true;
};

export function sendSessionBeacon(kind: Beacon, appSlug: string, send: Send = defaultSend): void {
  const body = JSON.stringify({
    session_id: getSessionId(),
    device_id: getDeviceId(),
    account_app_slug: appSlug,
    origin_href: window.location.href.slice(0, 2048),
  });
  send(`/api/activity/${kind}`, body);
}

/**
 * Starts the session now, follows the tab and sends the app's activities (app/activity.ts); only
 * an app started by main.tsx calls it (not the studio's preview, not tests). Returns a stop (tests).
 */
export function startActivityTracking(appSlug: string, send: Send = defaultSend): () => void {
  const offActivities = followActivities(sendActivity);
  sendSessionBeacon('resume_session', appSlug, send);
  const offEnd = sessionEvents.on('session-ended', () =>
    sendSessionBeacon('end_session', appSlug, send),
  );
  const offResume = sessionEvents.on('session-resumed', () =>
    sendSessionBeacon('resume_session', appSlug, send),
  );
  return () => {
    offActivities();
    offEnd();
    offResume();
  };
}

/**
 * `PUT /activity`: fire and forget — analytics never stands in the member's way, and its answer is
 * not read, so the contract (and zod with it) is not loaded: the server checks the body.
 */
function sendActivity({ activity_type, data, ts }: Activity): void {
  fetchJson(apiUrl(RECORD_ACTIVITY), { method: RECORD_ACTIVITY.method, body: { activity_type, data, ts } }).catch(() => undefined);
}
