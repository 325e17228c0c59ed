import type { RealtimeEvent } from '@tessera/core/realtime';
import { Redis } from 'ioredis';

export type BusHandler = (event: RealtimeEvent) => void;

/**
 * Where server modules publish live events and the websocket hub listens (ARCHITECTURE:
 * Realtime). In-process by default; Redis pub/sub with REDIS_URL, so several server instances
 * behind a load balancer deliver every event to every socket.
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

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed Redis connection can do
 * nothing else). Channels are namespaced by `prefix` so test runs and deployments can share a Redis.
 */
export function createRedisBus({ url, prefix = 'tessera-rt:' }: { url: string; prefix?: string }): Bus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const local = createInProcessBus();
  const counts = new Map<string, number>();
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    void local.publish(channel.slice(prefix.length), JSON.parse(message) as RealtimeEvent);
  });
  return {
    async publish(channel, event) {
      await publisher.publish(prefix + channel, JSON.stringify(event));
    },
    async subscribe(channel, handler) {
      const unsubscribeLocal = await local.subscribe(channel, handler);
      const count = (counts.get(channel) ?? 0) + 1;
      counts.set(channel, count);
      if (count === 1) await subscriber.subscribe(prefix + channel);
      return async () => {
        await unsubscribeLocal();
        const left = (counts.get(channel) ?? 1) - 1;
        if (left > 0) counts.set(channel, left);
        else {
          counts.delete(channel);
          await subscriber.unsubscribe(prefix + channel);
        }
      };
    },
    async close() {
      await local.close();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
