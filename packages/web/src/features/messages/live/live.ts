import { REALTIME_CLOSE, REALTIME_PATH } from '@tessera/core/realtime-protocol';
import { getAppSlug, getCredentials } from '../../../app/api/request-headers';
import { LiveConnection } from './live-connection';

/**
 * The device's one live connection (core `realtime-protocol.ts`): `GET /api/realtime` upgraded to
 * a websocket, authenticated at the upgrade with the member's token and naming the app, then one
 * subscription per channel (the member's global events channel, each open thread's `channel_id`),
 * each with its own id.
 */
type ServerFrame = { type?: string; channel?: string; event?: unknown };

function socketUrl(): string {
  const { protocol, host } = window.location;
  const query = new URLSearchParams();
  const slug = getAppSlug();
  const token = getCredentials()?.token;
  if (slug) query.set('app', slug);
  if (token) query.set('token', token);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${REALTIME_PATH}?${query.toString()}`;
}

let connection: LiveConnection | null = null;
let listensToNetwork = false;

export function liveConnection(): LiveConnection {
  connection ??= new LiveConnection({
    url: socketUrl,
    subscribeFrame: (channel, id) => ({ type: 'subscribe', id, channel }),
    unsubscribeFrame: (_channel, id) => ({ type: 'unsubscribe', id }),
    pingFrame: () => ({ type: 'ping' }),
    shouldRetry: (code) =>
      code !== REALTIME_CLOSE.unauthorized && code !== REALTIME_CLOSE.signedOut,
    readFrame: (data) => {
      const frame = data as ServerFrame | null;
      return frame?.type === 'event' && typeof frame.channel === 'string'
        ? { channel: frame.channel, event: frame.event }
        : null;
    },
  });
  if (!listensToNetwork) {
    // One pair for the page's life: the connection is one per page too (reset on sign-out only).
    listensToNetwork = true;
    addEventListener('offline', () => connection?.wentOffline());
    addEventListener('online', () => connection?.cameOnline());
  }
  return connection;
}

/** Signing out ends the connection; the next member's screens start a new one. */
export function endLiveConnection(): void {
  connection?.stop();
  connection = null;
}
