import { appError } from '@tessera/core/error-catalogue';
import { healthContract } from '@tessera/core/api/system';
import type { FastifyInstance } from 'fastify';
import { route } from './contract-route';

export function registerHealthRoutes(server: FastifyInstance) {
  route(server, healthContract, async ({ request }) => {
    const { database } = server.services;
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ msg: 'health check: database unreachable', err: error });
      throw appError('database_unavailable');
    }
    return { status: 'ok' as const, database: database.kind };
  });
}
