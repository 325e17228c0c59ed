import { memberChannel, threadChannel, type RealtimeEvent } from '@tessera/core/realtime';
import type { AppContext } from '../../context/app-context';

export type Outgoing = { channel: string; event: RealtimeEvent };

/**
 * Live events go out after the change is committed, so a client that refetches on an event sees
 * it. A bus failure is logged, never the caller's error: the change stands and clients catch up
 * by refetching (ARCHITECTURE: Realtime).
 */
/** What messaging's writes need of a context: a member request's, or the studio's for one app. */
export type MessagingCtx = Pick<AppContext, 'db' | 'services' | 'log' | 'now'> & { app: { id: string } };

export async function publishAll(ctx: MessagingCtx, outgoing: readonly Outgoing[]): Promise<void> {
  for (const { channel, event } of outgoing) {
    try {
      await ctx.services.bus.publish(channel, event);
    } catch (error) {
      ctx.log.warn({ err: error, channel, type: event.type }, 'realtime publish failed');
    }
  }
}

export const toThread = (appId: string, threadId: string, event: RealtimeEvent): Outgoing => ({ channel: threadChannel(appId, threadId), event });
export const toMember = (appId: string, memberId: string, event: RealtimeEvent): Outgoing => ({ channel: memberChannel(appId, memberId), event });
