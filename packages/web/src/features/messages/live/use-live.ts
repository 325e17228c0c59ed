import { useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../auth/auth-store';
import { liveConnection } from './live';
import type { LiveStatus } from './live-connection';

/** Keeps the device's connection open while a member is signed in and some screen listens. */
function useStartedConnection(isSignedIn: boolean) {
  useEffect(() => {
    if (isSignedIn) liveConnection().start();
  }, [isSignedIn]);
}

/** Calls `onEvent` for every event on a channel while mounted (null: listen to nothing). */
export function useLiveChannel(channel: string | null, onEvent: (event: unknown) => void): void {
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useStartedConnection(isSignedIn);
  useEffect(() => {
    if (!channel || !isSignedIn) return;
    return liveConnection().listen(channel, (event) => latest.current(event));
  }, [channel, isSignedIn]);
}

/** Calls `onReconnect` each time the connection comes back, to fetch what was missed. */
export function useOnReconnect(onReconnect: () => void): void {
  const latest = useRef(onReconnect);
  useEffect(() => {
    latest.current = onReconnect;
  });
  useEffect(() => liveConnection().onReconnect(() => latest.current()), []);
}

export function useLiveStatus(): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>(() => liveConnection().status);
  useEffect(() => liveConnection().onStatus(setStatus), []);
  return status;
}
