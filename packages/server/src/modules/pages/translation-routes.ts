import * as api from '@tessera/core/api/studio-pages';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import { deleteTranslation, pageTranslationsOf, saveTranslation } from './translations';

export function registerStudioTranslationRoutes(scope: FastifyInstance) {
  route(scope, api.studioTranslationsContract, async ({ params, request }) => ({
    translations: await pageTranslationsOf(await ownedAppContext(request, params.appId), params.pageId),
  }));
  route(scope, api.saveTranslationContract, async ({ params, body, request }) => ({
    translation: await saveTranslation(await ownedAppContext(request, params.appId), params.pageId, params.locale, body),
  }));
  route(scope, api.deleteTranslationContract, async ({ params, request }) => ({
    translation: await deleteTranslation(await ownedAppContext(request, params.appId), params.pageId, params.locale),
  }));
}
