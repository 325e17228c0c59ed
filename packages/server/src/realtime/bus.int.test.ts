import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@tessera/core/realtime';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessBus, type Bus } from './bus';
import { createRedisBus } from './redis-bus';

const redisUrl = process.env.TEST_REDIS_URL;
const event = (n: number): RealtimeEvent => ({ type: 'app.published', app_id: `app-${n}`, published_at: new Date(0).toISOString() });

const buses: Bus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

/** The same contract for both buses; the Redis one also across two "instances". */
function busContract(name: string, make: () => [Bus, Bus]) {
  describe(name, () => {
    it('delivers an event to every subscriber of its channel, in order, and nothing after unsubscribing', async () => {
      const [a, b] = make();
      buses.push(a, b);
      const channel = `c-${randomUUID()}`;
      const gotA: RealtimeEvent[] = [];
      const gotB: RealtimeEvent[] = [];
      const otherChannel: RealtimeEvent[] = [];
      const stopA = await a.subscribe(channel, (e) => gotA.push(e));
      await b.subscribe(channel, (e) => gotB.push(e));
      await b.subscribe(`${channel}-other`, (e) => otherChannel.push(e));
      await a.publish(channel, event(1));
      await b.publish(channel, event(2));
      await expect.poll(() => [gotA.length, gotB.length]).toEqual([2, 2]);
      expect(gotA).toEqual([event(1), event(2)]);
      expect(gotB).toEqual([event(1), event(2)]);
      await stopA();
      await a.publish(channel, event(3));
      await expect.poll(() => gotB.length).toBe(3);
      expect(gotA).toHaveLength(2);
      expect(otherChannel).toEqual([]);
    });
  });
}

busContract('in-process bus', () => {
  const bus = createInProcessBus();
  return [bus, bus];
});

if (redisUrl) {
  const prefix = `tessera-rt-test-${randomUUID()}:`;
  busContract('Redis bus (two instances)', () => [createRedisBus({ url: redisUrl, prefix }), createRedisBus({ url: redisUrl, prefix })]);
}
