import { appError } from '@tessera/core/error-catalogue';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../context/services';
import type { Db } from '../../db/client';
import { OWNER_COOKIE, readCookie } from '../../http/cookies';
import { findOwnerSession, type OwnerAuth } from './owner-auth';

/** What a studio operation acts with: the signed-in owner, and the server's database and services. */
export type OwnerContext = OwnerAuth & { db: Db; services: Services; log: FastifyBaseLogger; now: () => Date };

declare module 'fastify' {
  interface FastifyRequest {
    /** The studio session's owner, looked up once per request by `ownerContextOf`. */
    ownerAuth: Promise<OwnerAuth | null> | null;
  }
}

/**
 * The studio's route scope. Every call must carry `X-Tessera-Studio: 1`, which no other site can
 * make a browser send without a CORS preflight we never grant: that is the CSRF guard. Not tied to
 * one app: an owner reaches the apps of their account (see apps' `ownedAppContext`).
 */
export async function studioScope(server: FastifyInstance, register: (scope: FastifyInstance) => void | Promise<void>) {
  await server.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (request.headers['x-tessera-studio'] !== '1') throw appError('studio_header_missing');
    });
    await register(scope);
  });
}

/** The studio session of this request, or null (memoised). */
export function findOwnerOf(request: FastifyRequest): Promise<OwnerAuth | null> {
  request.ownerAuth ??= findOwnerSession(request.server.services.database.db, readCookie(request, OWNER_COOKIE));
  return request.ownerAuth;
}

/** The owner's context for a studio handler, or 401. */
export async function ownerContextOf(request: FastifyRequest): Promise<OwnerContext> {
  const auth = await findOwnerOf(request);
  if (!auth) throw appError('studio_sign_in_required');
  return { ...auth, db: request.server.services.database.db, services: request.server.services, log: request.log, now: () => new Date() };
}
