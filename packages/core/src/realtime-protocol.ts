import { z } from 'zod';
import { SUBSCRIPTION_ID_REQUIRED } from './messages';
import { realtimeEventSchema } from './realtime';

/**
 * The websocket protocol of `GET /api/realtime` (ARCHITECTURE: Realtime). One connection per
 * device, JSON text frames. The connection is authenticated at the upgrade with the member's
 * session (the HttpOnly cookie, or `?token=` for clients that cannot send it); the app is the
 * request's (its domain, or `?app=<slug>`). The server answers `ready` with the member's
 * `global_events_channel`; the client then subscribes to that channel and to each thread it opens
 * (`thread.channel_id`), each subscription with its own id, which every event it delivers carries
 * back ('ID required to identify callbacks', SPEC §5). After a reconnect the client subscribes again
 * and fetches what it missed over HTTP (`GET /threads/{id}/messages?after=<last seen ts>`).
 *
 * The server pings every 25 s (websocket ping frames) and closes a connection that missed two; a
 * client may also send `ping` and gets `pong`. A connection that falls too far behind (its send
 * buffer over the limit) is closed with 4008 'slow consumer' and should reconnect and catch up.
 */

const subscriptionId = z
  .string({ error: SUBSCRIPTION_ID_REQUIRED })
  .min(1, SUBSCRIPTION_ID_REQUIRED)
  .max(64, 'Must be at most 64 characters.');
const channel = z.string().min(1).max(200);

/** Client → server. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), id: subscriptionId, channel }),
  z.object({ type: z.literal('unsubscribe'), id: subscriptionId }),
  z.object({ type: z.literal('ping'), id: z.string().max(64).optional() }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** Error codes a connection answers with; `subscription_id_required` carries SPEC's text. */
export const realtimeErrorCodes = [
  'subscription_id_required',
  'invalid_message',
  'channel_forbidden',
  'unknown_subscription',
  'too_many_subscriptions',
] as const;
export type RealtimeErrorCode = (typeof realtimeErrorCodes)[number];

/** Server → client. */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    connection_id: z.string(),
    global_events_channel: z.string(),
    /** Milliseconds between the server's pings. */
    heartbeat_ms: z.number().int(),
  }),
  z.object({ type: z.literal('subscribed'), id: z.string(), channel }),
  z.object({ type: z.literal('unsubscribed'), id: z.string() }),
  /** An event on a channel the client subscribed to with subscription `id`. */
  z.object({ type: z.literal('event'), id: z.string(), channel, event: realtimeEventSchema }),
  /** A refusal; `id` is the subscription it concerns, when there is one. */
  z.object({
    type: z.literal('error'),
    id: z.string().nullable(),
    code: z.enum(realtimeErrorCodes),
    message: z.string(),
  }),
  z.object({ type: z.literal('pong'), id: z.string().nullable(), ts: z.number() }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

/** Close codes the server uses (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** No valid session at the upgrade (the member app then stays on HTTP). */
  unauthorized: 4001,
  /** The session signed out. */
  signedOut: 4002,
  /** The client's buffer grew past the limit: reconnect and catch up. */
  slowConsumer: 4008,
  /** Missed heartbeats. */
  timeout: 4009,
  /** The server is shutting down: reconnect (to another instance). */
  goingAway: 1001,
} as const;

export const REALTIME_PATH = '/api/realtime';
export const REALTIME_HEARTBEAT_MS = 25_000;
/** Subscriptions one connection may hold at once. */
export const REALTIME_MAX_SUBSCRIPTIONS = 200;
