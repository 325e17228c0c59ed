import * as api from '@tessera/core/api/studio-media';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { readUploadedFile } from '../../http/multipart';
import { ownedAppContext } from '../apps/owned-app';
import { addAppImage, recentAppImages } from './operations';

const FIELD = 'file';

/**
 * The studio's image uploads for one app. The owner and the app are checked before the file is
 * read, so a stranger's upload is refused without being stored or even decoded.
 */
export function registerStudioMediaRoutes(scope: FastifyInstance) {
  route(
    scope,
    api.uploadStudioMediaContract,
    async ({ params, request }) => {
      const ctx = await ownedAppContext(request, params.appId);
      return { media: await addAppImage(ctx, await readUploadedFile(request, FIELD), `body.${FIELD}`) };
    },
    { preHandler: [scope.services.uploads.limitUploads] },
  );

  route(scope, api.studioMediaListContract, async ({ params, request }) => ({ items: await recentAppImages(await ownedAppContext(request, params.appId)) }));
}
