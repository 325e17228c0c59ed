import * as api from '@tessera/core/api/studio-programs';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import * as ops from './studio-operations';

/** The studio's programs and their stages (live on save). */
export function registerStudioProgramRoutes(scope: FastifyInstance) {
  route(scope, api.studioProgramsContract, async ({ params, request }) => ({
    programs: await ops.listPrograms(await ownedAppContext(request, params.appId)),
  }));
  route(scope, api.createProgramContract, async ({ params, body, request }) => ({
    program: await ops.createProgram(await ownedAppContext(request, params.appId), body),
  }));
  route(scope, api.studioProgramContract, async ({ params, request }) => ({
    program: await ops.studioProgram(
      await ownedAppContext(request, params.appId),
      params.programId,
    ),
  }));
  route(scope, api.updateProgramContract, async ({ params, body, request }) => ({
    program: await ops.updateProgram(
      await ownedAppContext(request, params.appId),
      params.programId,
      body,
    ),
  }));
  route(scope, api.deleteProgramContract, async ({ params, request }) => ({
    deleted_id: await ops.deleteProgram(
      await ownedAppContext(request, params.appId),
      params.programId,
    ),
  }));
}
