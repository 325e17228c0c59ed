import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { EnqueueOptions, HandlerOptions, JobHandler, JobQueue } from './queue';

/**
 * A recurring piece of background work: run every `everyMs`, and soon after a `kick` (debounced by
 * `kickDelayMs`). Handlers must be idempotent and safe with several server processes (the mail
 * outbox claims rows with FOR UPDATE SKIP LOCKED), because every instance runs every job.
 */
export type JobDefinition = {
  name: string;
  everyMs: number;
  kickDelayMs?: number;
  run: () => Promise<unknown>;
};

export type JobRunner = {
  /** Adds a job; it starts with the runner (or at once when the runner already runs). */
  define: (job: JobDefinition) => void;
  /** Asks for a run of `name` soon (in a started runner): call after the transaction that made work commits. */
  kick: (name: string) => void;
  /** Runs `name` now (or after the run in flight) and resolves with its result. */
  runNow: (name: string) => Promise<unknown>;
  /** Starts every job's interval and a first run. Only a listening server starts it. */
  start: () => void;
  /** Stops the timers and waits for runs in flight. */
  stop: () => Promise<void>;
  /** Durable one-off jobs (decision 029): the handler of jobs named `name`. */
  handle: <P>(name: string, handler: JobHandler<P>, options?: HandlerOptions) => void;
  /**
   * Writes a one-off job (in `db`, which may be the caller's transaction) and asks for a queue run
   * soon. With `dedupeKey`, a job already enqueued under that key makes this a no-op (null).
   */
  enqueue: (db: Db, name: string, payload: unknown, options?: EnqueueOptions) => Promise<string | null>;
};

/** The recurring sweep that runs due one-off jobs of the durable queue. */
export const JOB_QUEUE_SWEEP = 'job-queue';
/** Deletes long-finished queue rows once a day. */
export const JOB_QUEUE_PRUNE = 'job-queue-prune';

type Entry = { job: JobDefinition; inFlight: Promise<unknown>; kickTimer?: NodeJS.Timeout; interval?: NodeJS.Timeout };

/**
 * The one runner of background work (ARCHITECTURE: jobs/): recurring sweeps over tables (the mail
 * outbox, reminder planning) and, with a `queue`, durable one-off jobs with retries, backoff and
 * schedules (push, notification emails, blasts), run by the `job-queue` sweep (decision 029).
 */
export function createJobRunner({
  log,
  queue,
  queueEveryMs = 2_000,
}: {
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The durable queue; without one `handle` and `enqueue` throw. */
  queue?: JobQueue;
  queueEveryMs?: number;
}): JobRunner {
  const entries = new Map<string, Entry>();
  let isStarted = false;
  let isStopped = false;

  // One run of a job at a time in this process; a caller arriving mid-run waits, then runs its own
  // pass, so work made during a run is never left for the next interval.
  function runNow(name: string): Promise<unknown> {
    const entry = entries.get(name);
    if (!entry) return Promise.reject(new Error(`no job named ${name}`));
    const run = entry.inFlight.then(entry.job.run, entry.job.run);
    entry.inFlight = run.catch(() => undefined);
    return run;
  }

  const runLogged = (name: string) => {
    runNow(name).catch((error: unknown) => log.error({ msg: 'job failed', job: name, err: error }));
  };

  function startEntry(entry: Entry) {
    entry.interval = setInterval(() => runLogged(entry.job.name), entry.job.everyMs);
    entry.interval.unref();
    runLogged(entry.job.name);
  }

  const runner: JobRunner = {
    define(job) {
      if (entries.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
      const entry: Entry = { job, inFlight: Promise.resolve() };
      entries.set(job.name, entry);
      if (isStarted && !isStopped) startEntry(entry);
    },
    kick(name) {
      const entry = entries.get(name);
      // Like the queue, a kick runs only in a started runner: tests drive jobs with runNow, and a
      // kicked pass landing in the middle of a later test made its counts flaky.
      if (!entry || !isStarted || isStopped || entry.kickTimer) return;
      entry.kickTimer = setTimeout(() => {
        entry.kickTimer = undefined;
        runLogged(name);
      }, entry.job.kickDelayMs ?? 100);
      entry.kickTimer.unref();
    },
    runNow,
    start() {
      if (isStarted || isStopped) return;
      isStarted = true;
      for (const entry of entries.values()) startEntry(entry);
      if (entries.size > 0) log.info({ msg: 'background jobs started', jobs: [...entries.keys()] });
    },
    async stop() {
      isStopped = true;
      for (const entry of entries.values()) {
        clearTimeout(entry.kickTimer);
        clearInterval(entry.interval);
      }
      await Promise.all([...entries.values()].map((entry) => entry.inFlight));
    },
    handle(name, handler, options) {
      if (!queue) throw new Error('this job runner has no durable queue');
      queue.handle(name, handler, options);
    },
    async enqueue(db, name, payload, options) {
      if (!queue) throw new Error('this job runner has no durable queue');
      const id = await queue.enqueue(db, name, payload, options);
      // Only a started runner (a listening server) runs the queue; tests drive it with runNow.
      if (isStarted && id !== null && (options?.runAt === undefined || options.runAt.getTime() <= Date.now())) runner.kick(JOB_QUEUE_SWEEP);
      return id;
    },
  };
  if (queue) {
    runner.define({ name: JOB_QUEUE_SWEEP, everyMs: queueEveryMs, kickDelayMs: 50, run: queue.drain });
    runner.define({ name: JOB_QUEUE_PRUNE, everyMs: 24 * 60 * 60_000, run: () => queue.prune() });
  }
  return runner;
}
