import type { FastifyInstance } from 'fastify';

/** How long after listening deferred start-up work begins. */
export const AFTER_LISTENING_DELAY_MS = 1_000;

/**
 * Work a listening server does but its first requests do not need (background jobs' first runs,
 * loading the server render): it starts a moment after listening, so a restart answers sooner and
 * the first requests do not queue behind it for the one database connection (decision 036).
 * Servers that never listen (tests using inject()) never run it.
 */
export function afterListening(server: FastifyInstance, work: () => void): void {
  server.addHook('onListen', async () => {
    setTimeout(work, AFTER_LISTENING_DELAY_MS).unref();
  });
}
