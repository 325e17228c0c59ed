import type { RealtimeEvent } from '@tessera/core/realtime';
import { Redis } from 'ioredis';
import { createInProcessBus, type Bus } from './bus';

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
