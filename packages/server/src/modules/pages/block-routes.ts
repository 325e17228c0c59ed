import { blockActionContract, overlayContract } from '@tessera/core/api/blocks';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import { blockActionOf, overlayOf } from './block-actions';

export function registerBlockRoutes(server: FastifyInstance) {
  route(server, blockActionContract, async ({ params, request }) => blockActionOf(contextOf(request), params.id));
  route(server, overlayContract, async ({ params, request }) => ({ overlay: await overlayOf(contextOf(request), params.id) }));
}
