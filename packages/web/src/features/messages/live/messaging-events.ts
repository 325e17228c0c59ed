import { realtimeEventSchema, type RealtimeEvent } from '@tessera/core/realtime';

/** An event frame's payload as core's one event union; null for anything that is not one. */
export function readMessagingEvent(raw: unknown): RealtimeEvent | null {
  const parsed = realtimeEventSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
