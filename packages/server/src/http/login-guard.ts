import { appError } from '@tessera/core/error-catalogue';
import type { Redis } from 'ioredis';
import { AUTH_LIMITS } from './auth-limits';

/** Failure counters with a window, shared by every instance through Redis when configured. */
export type CounterStore = {
  /** Adds one and returns the count and the milliseconds left in its window. */
  increment: (key: string, windowMs: number) => Promise<{ count: number; ttlMs: number }>;
  read: (key: string) => Promise<{ count: number; ttlMs: number }>;
};

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) counters.delete(key);
    return counters.get(key);
  };
  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      return { count: entry.count, ttlMs: entry.expiresAt - now() };
    },
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.expiresAt - now() } : { count: 0, ttlMs: 0 };
    },
  };
}

export function createRedisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async increment(key, windowMs) {
      const [[, count], , [, ttl]] = (await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').pttl(prefix + key).exec()) as [
        [null, number],
        [null, number],
        [null, number],
      ];
      return { count, ttlMs: Math.max(0, ttl) };
    },
    async read(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(prefix + key).pttl(prefix + key).exec()) as [[null, string | null], [null, number]];
      return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) };
    },
  };
}

/** Past this many failures for one email, only devices that already held a session of it get through. */
const HARD_CAP_FACTOR = 5;

const tooMany = (ttlMs: number) => {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return appError('too_many_requests', { message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
};

/**
 * Guessing protection for password sign-in that cannot be turned against the account's owner
 * (OWASP authentication guidance): after `loginPerEmail.max` failures for an email, the places that
 * failed (by IP) are refused until the window ends, but a correct password from an IP that has not
 * failed for that email still signs in. Past five times the allowance (a guesser rotating IPs),
 * only a device that already held a session of that account gets through. Only failures count.
 */
export function createLoginGuard(store: CounterStore, { isOn = true }: { isOn?: boolean } = {}) {
  const { max, windowMs } = AUTH_LIMITS.loginPerEmail;
  const keys = (scope: string, email: string, ip: string) => ({ email: `${scope}:fail:${email}`, place: `${scope}:fail:${email}:${ip}` });
  return {
    /** Before checking the password: throws 429 (with its seconds) when this attempt may not be made. */
    async check(args: { scope: string; email: string; ip: string; isKnownDevice: () => Promise<boolean> }): Promise<void> {
      if (!isOn) return;
      const key = keys(args.scope, args.email.toLowerCase(), args.ip);
      const forEmail = await store.read(key.email);
      if (forEmail.count < max) return;
      if (forEmail.count < max * HARD_CAP_FACTOR && (await store.read(key.place)).count === 0) return;
      if (await args.isKnownDevice()) return;
      const error = tooMany(forEmail.ttlMs);
      (error as { retryAfterSeconds?: number }).retryAfterSeconds = Math.max(1, Math.ceil(forEmail.ttlMs / 1000));
      throw error;
    },
    /** After a wrong password (or an unknown email). */
    async recordFailure(args: { scope: string; email: string; ip: string }): Promise<void> {
      if (!isOn) return;
      const key = keys(args.scope, args.email.toLowerCase(), args.ip);
      await Promise.all([store.increment(key.email, windowMs), store.increment(key.place, windowMs)]);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
