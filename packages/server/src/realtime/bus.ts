import type { RealtimeEvent } from '@tessera/core/realtime';

export type BusHandler = (event: RealtimeEvent) => void;

/**
 * Where server modules publish live events and the websocket hub listens (ARCHITECTURE:
 * Realtime). In-process by default; Redis pub/sub with REDIS_URL, so several server instances
 * behind a load balancer deliver every event to every socket (`redis-bus.ts`, imported only then).
 */
export type Bus = {
  publish: (channel: string, event: RealtimeEvent) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (channel: string, handler: BusHandler) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** One process: delivery is a function call, in publish order. */
export function createInProcessBus(): Bus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    async publish(channel, event) {
      for (const handler of [...(handlers.get(channel) ?? [])]) handler(event);
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set<BusHandler>();
      handlers.set(channel, set);
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
