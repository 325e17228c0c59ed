import * as api from '@tessera/core/api/studio-forms';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import * as ops from './studio-operations';

/** The studio's form builder and submissions (live on save, like overlays). */
export function registerStudioFormRoutes(scope: FastifyInstance) {
  route(scope, api.studioFormsContract, async ({ params, request }) => ({ forms: await ops.listForms(await ownedAppContext(request, params.appId)) }));

  route(scope, api.createFormContract, async ({ params, body, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { form: await ops.studioFormOf(ctx, await ops.createForm(ctx, body)) };
  });

  route(scope, api.studioFormContract, async ({ params, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { form: await ops.studioFormOf(ctx, await ops.requireStudioForm(ctx, params.formId)) };
  });

  route(scope, api.updateFormContract, async ({ params, body, request }) => {
    const ctx = await ownedAppContext(request, params.appId);
    return { form: await ops.studioFormOf(ctx, await ops.updateForm(ctx, params.formId, body)) };
  });

  route(scope, api.deleteFormContract, async ({ params, request }) => ({ deleted_id: await ops.deleteForm(await ownedAppContext(request, params.appId), params.formId) }));

  route(scope, api.studioSubmissionsContract, async ({ params, query, request }) => ops.listSubmissions(await ownedAppContext(request, params.appId), params.formId, query));

  route(scope, api.studioSubmissionContract, async ({ params, request }) => ({
    submission: await ops.studioSubmission(await ownedAppContext(request, params.appId), params.formId, params.submissionId),
  }));

  route(scope, api.exportSubmissionsContract, async ({ params, query, request }) => ops.exportSubmissions(await ownedAppContext(request, params.appId), params.formId, query));

  route(scope, api.studioMemberFormsContract, async ({ params, request }) => ops.memberForms(await ownedAppContext(request, params.appId), params.memberId));
}
