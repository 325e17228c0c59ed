import * as api from '@tessera/core/api/programs';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import * as ops from './member-operations';

/** SPEC §7 Programs: members list programs, ask for access, subscribe and complete stages. */
export function registerProgramRoutes(server: FastifyInstance) {
  route(server, api.programsContract, async ({ query, request }) => ({
    programs: await ops.listPrograms(contextOf(request), query),
  }));
  route(server, api.programSubscriptionsContract, async ({ request }) =>
    ops.mySubscriptions(contextOf(request)),
  );
  route(server, api.programAccessContract, async ({ params, request }) => ({
    access: await ops.programAccess(contextOf(request), params.id),
  }));
  route(server, api.subscribeProgramContract, async ({ params, body, request }) => ({
    program_subscription: await ops.subscribe(contextOf(request), params.id, body),
  }));
  route(server, api.completeStageContract, async ({ params, request }) => ({
    program_subscription: await ops.completeStage(contextOf(request), params.id, params.stageId),
  }));
  route(server, api.uncompleteStageContract, async ({ params, request }) => ({
    program_subscription: await ops.uncompleteStage(contextOf(request), params.id, params.stageId),
  }));
  route(server, api.completeProgramContract, async ({ params, request }) => ({
    program_subscription: await ops.completeProgram(contextOf(request), params.id),
  }));
}
