import * as api from '@tessera/core/api/studio';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie, OWNER_COOKIE, setSessionCookie } from '../../http/cookies';
import { route } from '../../http/contract-route';
import { byIp, limitBy } from '../../http/rate-limits';
import { AUTH_LIMITS } from '../../http/auth-limits';
import { createOwnerSession, revokeOwnerSession, verifyOwnerCredentials } from './owner-auth';
import { findOwnerOf, ownerContextOf } from './studio-scope';

/** The studio's sign-in: owners of an account, apart from the members of its apps. */
export function registerStudioAuthRoutes(scope: FastifyInstance) {
  const db = () => scope.services.database.db;
  // Per email, only failures count, and never against the owner (http/login-guard.ts).
  const loginLimit = limitBy(scope, [{ ...AUTH_LIMITS.loginPerIp, name: 'studio-login-ip', key: byIp }]);

  route(
    scope,
    api.studioLoginContract,
    async ({ body, request, reply }) => {
      const owner = await verifyOwnerCredentials(db(), body.email, body.password, { guard: scope.services.loginGuard, ip: request.ip });
      setSessionCookie(request, reply, OWNER_COOKIE, await createOwnerSession(db(), owner.id));
      return { owner };
    },
    { preHandler: [loginLimit] },
  );

  route(scope, api.studioLogoutContract, async ({ request, reply }) => {
    const found = await findOwnerOf(request);
    if (found) await revokeOwnerSession(db(), found.sessionId);
    clearSessionCookie(request, reply, OWNER_COOKIE);
    return { ok: true as const };
  });

  route(scope, api.studioMeContract, async ({ request }) => ({ owner: (await ownerContextOf(request)).owner }));
}
