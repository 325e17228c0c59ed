import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/harness';
import { createJobQueue, PermanentJobError, retryDelayMs, type Clock } from './queue';
import { jobs } from './schema';

let database: Database & { drop: () => Promise<void> };
const log = { warn: () => {}, error: () => {} };
let now = new Date('2026-03-01T12:00:00Z');
const clock: Clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

describe('durable job queue', () => {
  it('runs each job exactly once with two runners on the same database', async () => {
    const ran: string[] = [];
    const make = (id: string) => {
      const queue = createJobQueue({ db: database.db, log, clock, workerId: id, batchSize: 3 });
      queue.handle<{ n: number }>('count', async (payload) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        ran.push(`${payload.n}`);
      });
      return queue;
    };
    const a = make('a');
    const b = make('b');
    for (let n = 0; n < 30; n++) await a.enqueue(database.db, 'count', { n });
    const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
    expect(ra.done + rb.done).toBe(30);
    expect(ran.sort()).toEqual(Array.from({ length: 30 }, (_, n) => `${n}`).sort());
    const rows = await database.db.select().from(jobs);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('drops a second enqueue with the same dedupe key, even after the first ran', async () => {
    const queue = createJobQueue({ db: database.db, log, clock });
    let runs = 0;
    queue.handle('once', async () => {
      runs += 1;
    });
    expect(await queue.enqueue(database.db, 'once', {}, { dedupeKey: 'k1' })).not.toBeNull();
    expect(await queue.enqueue(database.db, 'once', {}, { dedupeKey: 'k1' })).toBeNull();
    await queue.drain();
    expect(await queue.enqueue(database.db, 'once', {}, { dedupeKey: 'k1' })).toBeNull();
    await queue.drain();
    expect(runs).toBe(1);
  });

  it('waits for a scheduled job until it is due', async () => {
    const queue = createJobQueue({ db: database.db, log, clock });
    let runs = 0;
    queue.handle('later', async () => {
      runs += 1;
    });
    await queue.enqueue(database.db, 'later', {}, { runAt: new Date(now.getTime() + 60_000) });
    await queue.drain();
    expect(runs).toBe(0);
    advance(60_000);
    await queue.drain();
    expect(runs).toBe(1);
  });

  it('retries a failing job with exponential backoff, then succeeds', async () => {
    const queue = createJobQueue({ db: database.db, log, clock, retryBaseMs: 1_000 });
    let calls = 0;
    queue.handle('flaky', async () => {
      calls += 1;
      if (calls <= 2) throw new Error(`outage ${calls}`);
    });
    const id = (await queue.enqueue(database.db, 'flaky', {}))!;
    expect(await queue.drain()).toEqual({ done: 0, failed: 0, retried: 1 });
    let [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.status).toBe('pending');
    expect(row!.runAt.getTime() - now.getTime()).toBe(1_000);
    expect(row!.lastError).toBe('outage 1');
    advance(999);
    expect((await queue.drain()).retried).toBe(0);
    advance(1);
    expect((await queue.drain()).retried).toBe(1);
    [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.runAt.getTime() - now.getTime()).toBe(2_000);
    advance(2_000);
    expect((await queue.drain()).done).toBe(1);
    [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 3, lastError: null });
  });

  it('gives up after max attempts, or at once on a permanent error', async () => {
    const queue = createJobQueue({ db: database.db, log, clock, retryBaseMs: 10 });
    queue.handle('broken', async () => {
      throw new Error('always');
    });
    queue.handle('refused', async () => {
      throw new PermanentJobError('malformed');
    });
    const broken = (await queue.enqueue(database.db, 'broken', {}, { maxAttempts: 3 }))!;
    const refused = (await queue.enqueue(database.db, 'refused', {}))!;
    for (let i = 0; i < 5; i++) {
      await queue.drain();
      advance(1_000);
    }
    const rows = await database.db.select().from(jobs);
    expect(rows.find((r) => r.id === broken)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(rows.find((r) => r.id === refused)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'malformed' });
  });

  it('re-runs a job once when its runner dies mid-run (the lease runs out), and the dead runner cannot finish it', async () => {
    let releaseDead!: () => void;
    const dead = createJobQueue({ db: database.db, log, clock, workerId: 'dead', leaseMs: 60_000 });
    let deadRuns = 0;
    dead.handle('work', async () => {
      deadRuns += 1;
      await new Promise<void>((resolve) => {
        releaseDead = resolve;
      });
    });
    const alive = createJobQueue({ db: database.db, log, clock, workerId: 'alive', leaseMs: 60_000 });
    let aliveRuns = 0;
    alive.handle('work', async () => {
      aliveRuns += 1;
    });
    const id = (await alive.enqueue(database.db, 'work', {}))!;
    const deadDrain = dead.drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deadRuns).toBe(1);
    // Within the lease nobody else takes it.
    expect((await alive.drain()).done).toBe(0);
    advance(60_001);
    expect((await alive.drain()).done).toBe(1);
    expect((await alive.drain()).done).toBe(0);
    expect(aliveRuns).toBe(1);
    // The "dead" runner wakes up: its finish is fenced off (the row is the alive runner's attempt).
    releaseDead();
    await deadDrain;
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'alive' });
  });

  it('prunes long-finished jobs', async () => {
    const queue = createJobQueue({ db: database.db, log, clock });
    queue.handle('old', async () => {});
    await queue.enqueue(database.db, 'old', {});
    await queue.drain();
    expect(await queue.prune(1_000)).toBe(0);
    advance(2_000);
    expect(await queue.prune(1_000)).toBe(1);
  });

  it('backs off exponentially up to a cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 100, 1_000))).toEqual([100, 200, 400, 800, 1_000]);
  });
});
