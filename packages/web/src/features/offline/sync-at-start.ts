import { memberOutbox, outboxMayHoldWrites } from './member-outbox';

/**
 * At start (decision 035): workout logs left in the outbox by an earlier visit (the app closed
 * offline) go out once the member's session is back. Loaded after the service worker registers,
 * in its own chunk; a browser that never queued anything has no outbox database and opens none.
 */
export async function syncAtStart(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  if (!(await outboxMayHoldWrites())) return;
  // Sends now if the member is already back, else when the session check says who they are.
  void memberOutbox().flush();
}
