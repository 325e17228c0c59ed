import { contentListContract } from '@tessera/core/api/content';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import { listContent } from './content-listing';
import { createListingTotals } from './listing-totals';

export function registerContentRoute(server: FastifyInstance) {
  const totals = createListingTotals();
  route(server, contentListContract, async ({ params, query, request }) =>
    listContent(contextOf(request), { contentType: params.contentType, query, totals }),
  );
}
