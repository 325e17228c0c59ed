import { appConfigContract } from '@tessera/core/api/system';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { requireTenant } from '../../context/tenant-app';

export function registerAppRoutes(server: FastifyInstance) {
  route(server, appConfigContract, async ({ request }) => requireTenant(request).publicConfig);
}
