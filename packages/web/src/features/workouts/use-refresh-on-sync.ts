import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { watchMemberOutbox } from '../offline/member-outbox';
import { workoutKeys } from './workout-queries';

/**
 * When the offline outbox has delivered writes that had to wait (a sync when the connection
 * returned, or a retry after the server was down), the workout screens read again what the server now has: the
 * workout (swaps), the sessions (history, prefill, records) and exercise history. Counted by the
 * outbox's `sent`, once a run has ended, so a run of ten writes refreshes once.
 */
export function useRefreshOnSync(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => void) | null = null;
    let seen: number | null = null;
    let hasWaited = false;
    const cancel = watchMemberOutbox((outbox) => {
      unsubscribe = outbox.subscribe((snapshot) => {
        // What was sent before these screens subscribed is already in what they read, unless a
        // run is still going (the app's start sync): then its end refreshes.
        if (seen === null) {
          seen = snapshot.isSyncing ? 0 : snapshot.sent;
          hasWaited = snapshot.isSyncing;
        }
        if (snapshot.pending > 0 && !snapshot.isSyncing) hasWaited = true;
        if (snapshot.isSyncing || snapshot.sent <= seen) return;
        seen = snapshot.sent;
        // A write sent at once (online) is already what the screens read next (use-session
        // refreshes after a swap and the finish): only writes that had to wait call for a read.
        if (!hasWaited) return;
        hasWaited = false;
        void client.invalidateQueries({ queryKey: workoutKeys.all });
      });
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [client, enabled]);
}
