import * as api from '@tessera/core/api/forms';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import { readUploadedFile } from '../../http/multipart';
import * as ops from './member-operations';
import { uploadFormImage } from './uploads';

/** SPEC §7 Forms: members read forms, send them, and read, change and delete their own submissions. */
export function registerFormRoutes(server: FastifyInstance) {
  route(server, api.formContract, async ({ params, request }) => ops.formWithLatest(contextOf(request), params.id));
  route(server, api.pageFormContract, async ({ params, request }) => ops.pageForm(contextOf(request), params.id));
  route(server, api.submitFormContract, async ({ params, body, request }) => ({ submission: await ops.submitForm(contextOf(request), params.id, body) }));
  route(
    server,
    api.uploadFormImageContract,
    async ({ params, request }) => {
      const ctx = contextOf(request);
      await ctx.requireMember();
      await ops.requireOpenForm(ctx, params.id);
      return { upload: await uploadFormImage(ctx, params.id, await readUploadedFile(request, 'image')) };
    },
    { preHandler: [server.services.uploads.limitUploads] },
  );
  route(server, api.formSubmissionsContract, async ({ params, query, request }) => ops.mySubmissions(contextOf(request), params.id, query.page));
  route(server, api.mySubmissionsContract, async ({ query, request }) => ops.allMySubmissions(contextOf(request), query.page));
  route(server, api.dynamicSubmissionsContract, async ({ params, query, request }) => ops.dynamicSubmissions(contextOf(request), params.blockId, query.page));
  route(server, api.submissionContract, async ({ params, request }) => ({ submission: await ops.mySubmission(contextOf(request), params.id, params.submissionId) }));
  route(server, api.updateSubmissionValuesContract, async ({ params, body, request }) => ({
    submission: await ops.updateSubmissionValues(contextOf(request), params.id, params.submissionId, body.submission_values),
  }));
  route(server, api.deleteSubmissionContract, async ({ params, request }) => ({ deleted_id: await ops.deleteSubmission(contextOf(request), params.id, params.submissionId) }));
  route(server, api.submissionsCountContract, async ({ params, request }) => ({ count: await ops.submissionsCount(contextOf(request), params.id) }));
  route(server, api.submissionsNumberContract, async ({ query, request }) => ({ count: await ops.submissionsNumber(contextOf(request), query.form_type) }));
}
