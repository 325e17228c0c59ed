import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJobRunner, type JobRunner } from './runner';

const log = { info: () => {}, error: vi.fn() };
let runner: JobRunner;
afterEach(async () => {
  await runner?.stop();
  vi.useRealTimers();
});

describe('job runner', () => {
  it('runs on its interval once started, and once after a burst of kicks; a kick before start does nothing', async () => {
    vi.useFakeTimers();
    runner = createJobRunner({ log });
    const run = vi.fn(async () => undefined);
    runner.define({ name: 'sweep', everyMs: 1_000, kickDelayMs: 50, run });
    runner.kick('sweep');
    await vi.advanceTimersByTimeAsync(60);
    expect(run).not.toHaveBeenCalled();
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    runner.kick('sweep');
    runner.kick('sweep');
    await vi.advanceTimersByTimeAsync(60);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('never runs one job twice at once: a caller mid-run waits, then gets its own pass', async () => {
    runner = createJobRunner({ log });
    let active = 0;
    let maxActive = 0;
    runner.define({
      name: 'slow',
      everyMs: 60_000,
      run: async () => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 20));
        active -= 1;
      },
    });
    await Promise.all([runner.runNow('slow'), runner.runNow('slow'), runner.runNow('slow')]);
    expect(maxActive).toBe(1);
  });

  it('logs a failing run and keeps going; stop() ends the timers and waits for the run in flight', async () => {
    runner = createJobRunner({ log });
    let calls = 0;
    runner.define({
      name: 'flaky',
      everyMs: 10,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
      },
    });
    runner.start();
    await expect.poll(() => calls).toBeGreaterThan(2);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky' }));
    await runner.stop();
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(after);
  });

  it('refuses a job defined twice', () => {
    runner = createJobRunner({ log });
    runner.define({ name: 'once', everyMs: 1_000, run: async () => undefined });
    expect(() => runner.define({ name: 'once', everyMs: 1_000, run: async () => undefined })).toThrow(/defined twice/);
  });

  it('runs the durable queue only once started: an enqueue then asks for a run soon', async () => {
    const drain = vi.fn(async () => ({ done: 0, failed: 0, retried: 0 }));
    const queue = { handle: vi.fn(), enqueue: vi.fn(async () => 'job-1'), drain, prune: vi.fn(async () => 0), workerId: 'w' };
    runner = createJobRunner({ log, queue, queueEveryMs: 60_000 });
    runner.handle('send', async () => {});
    expect(queue.handle).toHaveBeenCalledWith('send', expect.any(Function), undefined);
    await runner.enqueue({} as never, 'send', {});
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(drain).not.toHaveBeenCalled();
    runner.start();
    await expect.poll(() => drain.mock.calls.length).toBe(1);
    await runner.enqueue({} as never, 'send', {});
    await expect.poll(() => drain.mock.calls.length).toBe(2);
    // A job for later waits for the queue's own interval.
    await runner.enqueue({} as never, 'send', {}, { runAt: new Date(Date.now() + 60_000) });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(drain).toHaveBeenCalledTimes(2);
  });
});
