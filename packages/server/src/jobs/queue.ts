import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, type JobRow } from './schema';

/**
 * The durable one-off jobs of decision 029, on the same database as everything else (PGlite or
 * PostgreSQL): `enqueue` writes a row (in the caller's transaction when given one), a worker claims
 * due rows with `FOR UPDATE SKIP LOCKED` and a lease, runs the named handler, and marks the row
 * done, or schedules a retry with exponential backoff, or gives up after `maxAttempts`.
 *
 * Exactly once: two workers never claim one row (the claim is one statement over rows locked with
 * SKIP LOCKED), and a worker finishes a row only while it still holds it (`locked_by` and the
 * attempt number fence a worker whose lease ran out). A worker killed mid-job leaves its row
 * `running`; when the lease ends another worker claims it and runs it again, once. Handlers must
 * therefore be idempotent for their side effects outside this database (a push sent twice is the
 * price of a crash between sending and marking done, never of normal operation).
 */
export type JobHandler<P = unknown> = (payload: P, job: { id: string; attempts: number; appId: string | null }) => Promise<void>;

export type HandlerOptions = {
  /** Attempts before the job is given up as `failed` (default 8: about 2 hours of backoff). */
  maxAttempts?: number;
};

export type EnqueueOptions = {
  /** When the job is due; default now. */
  runAt?: Date;
  /** Unique across all jobs ever kept: a second enqueue with the same key is dropped (answers null). */
  dedupeKey?: string;
  appId?: string | null;
  maxAttempts?: number;
};

/** Thrown by a handler that knows retrying is useless (a malformed payload, a provider's final "no"). */
export class PermanentJobError extends Error {}

export type Clock = () => Date;

export type JobQueue = {
  handle: <P>(name: string, handler: JobHandler<P>, options?: HandlerOptions) => void;
  enqueue: (db: Db, name: string, payload: unknown, options?: EnqueueOptions) => Promise<string | null>;
  /** Claims and runs due jobs until none is due; answers how many ran (done or failed). */
  drain: () => Promise<{ done: number; failed: number; retried: number }>;
  /** Deletes finished rows older than `olderThanMs` (default 30 days). */
  prune: (olderThanMs?: number) => Promise<number>;
  workerId: string;
};

export type JobQueueOptions = {
  db: Db;
  log: { warn: (obj: object) => void; error: (obj: object) => void };
  clock?: Clock;
  /** How long a claim holds a job before another worker may take it over. */
  leaseMs?: number;
  /** First retry delay; attempt k waits `retryBaseMs · 2^(k-1)`, capped at `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  batchSize?: number;
  workerId?: string;
};

const MAX_ERROR_LENGTH = 1000;

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const DEFAULT_MAX_ATTEMPTS = 8;

/**
 * Writes one job row: the queue's `enqueue`, for code that has a transaction but no runner at hand
 * (a domain event listener). The running queue picks it up on its next sweep. A dedupe key already
 * kept makes it a no-op (null).
 */
export async function insertJob(target: Db, name: string, payload: unknown, options: EnqueueOptions & { runAt: Date }): Promise<string | null> {
  const rows = await target
    .insert(jobs)
    .values({
      name,
      payload: payload ?? {},
      appId: options.appId ?? null,
      runAt: options.runAt,
      dedupeKey: options.dedupeKey ?? null,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const workerId = options.workerId ?? randomUUID();
  const handlers = new Map<string, { run: JobHandler; options: HandlerOptions }>();

  async function claim(): Promise<JobRow[]> {
    const names = [...handlers.keys()];
    if (names.length === 0) return [];
    const now = clock();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, names),
          or(and(eq(jobs.status, 'pending'), sql`${jobs.runAt} <= ${now.toISOString()}::timestamptz`), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: workerId, lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(
        and(
          inArray(jobs.id, due),
          // Re-checked on the row itself: a row another worker claimed between the select and the update is not taken.
          or(eq(jobs.status, 'pending'), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
        ),
      )
      .returning();
  }

  /** Only the worker holding this attempt may finish it. */
  const held = (row: JobRow) => and(eq(jobs.id, row.id), eq(jobs.lockedBy, workerId), eq(jobs.attempts, row.attempts), eq(jobs.status, 'running'));

  async function runOne(row: JobRow): Promise<'done' | 'failed' | 'retried'> {
    const handler = handlers.get(row.name)!;
    try {
      await handler.run(row.payload, { id: row.id, attempts: row.attempts, appId: row.appId });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const isGivingUp = error instanceof PermanentJobError || row.attempts >= row.maxAttempts;
      const runAt = new Date(clock().getTime() + retryDelayMs(row.attempts, retryBaseMs, retryMaxMs));
      await db
        .update(jobs)
        .set(isGivingUp ? { status: 'failed', lastError: message, lockedUntil: null, finishedAt: clock() } : { status: 'pending', lastError: message, lockedUntil: null, runAt })
        .where(held(row));
      log.warn({ msg: isGivingUp ? 'job failed; giving up' : 'job failed; will retry', job: row.name, jobId: row.id, attempts: row.attempts, err: message });
      return isGivingUp ? 'failed' : 'retried';
    }
    await db.update(jobs).set({ status: 'done', lockedUntil: null, finishedAt: clock(), lastError: null }).where(held(row));
    return 'done';
  }

  return {
    workerId,
    handle(name, handler, handlerOptions = {}) {
      if (handlers.has(name)) throw new Error(`job handler ${name} is defined twice`);
      handlers.set(name, { run: handler as JobHandler, options: handlerOptions });
    },
    enqueue: (target, name, payload, enqueueOptions = {}) =>
      insertJob(target, name, payload, { ...enqueueOptions, runAt: enqueueOptions.runAt ?? clock(), maxAttempts: enqueueOptions.maxAttempts ?? handlers.get(name)?.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS }),
    async drain() {
      const result = { done: 0, failed: 0, retried: 0 };
      for (;;) {
        const batch = await claim();
        if (batch.length === 0) return result;
        const outcomes = await Promise.all(
          batch.map((row) =>
            runOne(row).catch((error: unknown) => {
              log.error({ msg: 'job bookkeeping failed', job: row.name, jobId: row.id, err: error });
              return 'retried' as const;
            }),
          ),
        );
        for (const outcome of outcomes) result[outcome] += 1;
      }
    },
    async prune(olderThanMs = 30 * 24 * 60 * 60_000) {
      const cutoff = new Date(clock().getTime() - olderThanMs);
      const rows = await db
        .delete(jobs)
        .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, cutoff)))
        .returning({ id: jobs.id });
      return rows.length;
    },
  };
}
