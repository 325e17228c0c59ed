import { z } from 'zod';

/**
 * The one union of live events (ARCHITECTURE: Realtime). Server modules publish these to the bus
 * on a channel; the websocket hub delivers them to the sockets subscribed to that channel, and the
 * clients switch on `type`. Each capability adds its events here (messaging: message sent,
 * deleted, reacted…) so both sides share one definition.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  /** Something about the app members see changed (a publish): refetch page data. */
  z.object({ type: z.literal('app.published'), app_id: z.string(), published_at: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** A member's private channel (SPEC §3 `global_events_channel`); only their own socket may join it. */
export const memberChannel = (appId: string, memberId: string) => `app.${appId}.member.${memberId}`;
/** Everyone in one app. */
export const appChannel = (appId: string) => `app.${appId}`;
