import { appError } from '@tessera/core/error-catalogue';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Limits on the calls people guess at (sign-in, sign-up, emailed links), counted per IP and per
 * email. Counters live in Redis when configured, so all instances share them; in memory otherwise.
 */
export type LimitRule = { name: string; max: number; windowMs: number; key: (request: FastifyRequest) => string | null };

export async function registerRateLimiting(server: FastifyInstance, args: { redis: Redis | null; nameSpace: string }) {
  await server.register(rateLimit, {
    global: false,
    ...(args.redis ? { redis: args.redis } : {}),
    nameSpace: args.nameSpace,
    skipOnError: false,
  });
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** A preHandler applying every rule; the first one exceeded refuses with 429 and Retry-After. */
export function limitBy(server: FastifyInstance, rules: LimitRule[]): preHandlerAsyncHookHandler {
  if (!server.services.areRateLimitsOn) return async () => undefined;
  const limiters = rules.map((rule) => ({
    rule,
    check: server.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request: FastifyRequest) => `${rule.name}:${rule.key(request) ?? 'none'}`,
    }),
  }));
  return async (request, reply) => {
    for (const { rule, check } of limiters) {
      if (rule.key(request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw appError('too_many_requests', {
          message: `Too many attempts. Please try again in ${minutes(result.ttlInSeconds)} minute${minutes(result.ttlInSeconds) === 1 ? '' : 's'}.`,
        });
      }
    }
  };
}

export const byIp = (request: FastifyRequest) => request.ip;
/** The email a request is about, from its body or query, normalised; null when absent. */
export const byEmail = (request: FastifyRequest) => {
  const source = (request.body ?? request.query) as { email?: unknown } | undefined;
  return typeof source?.email === 'string' ? source.email.trim().toLowerCase() : null;
};
