import { healthContract } from '@tessera/core/api/system';
import { AppError } from '@tessera/core/errors';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';

export function registerHealthRoutes(server: FastifyInstance) {
  route(server, healthContract, async ({ request }) => {
    const { database } = server.services;
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ msg: 'health check: database unreachable', err: error });
      throw new AppError({ code: 'database_unavailable', status: 503, message: 'Database unavailable' });
    }
    return { status: 'ok' as const, database: database.kind };
  });
}
