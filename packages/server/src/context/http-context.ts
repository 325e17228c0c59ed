import type { FastifyRequest } from 'fastify';
import { MEMBER_COOKIE, OWNER_COOKIE, readCookie } from '../http/cookies';
import { createAppContext, type AppContext, type Identity } from './app-context';
import { requireTenant } from './tenant-app';

declare module 'fastify' {
  interface FastifyRequest {
    /** Built on first use by `contextOf`, once per request. */
    appContext: AppContext | null;
  }
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Longer than any token we issue: refused before hashing or querying. */
const MAX_TOKEN_LENGTH = 200;

/** The credentials a request carries: the member's token (headers first, then cookie) and a test-run ask. */
export function identityOf(request: FastifyRequest): Identity {
  const headerToken = headerValue(request.headers['x-user-token']);
  const token = headerToken ?? readCookie(request, MEMBER_COOKIE);
  const ownerToken = headerValue(request.headers['x-test-run']) === '1' ? readCookie(request, OWNER_COOKIE) : undefined;
  return {
    member:
      token && token.length <= MAX_TOKEN_LENGTH
        ? { token, email: headerToken ? headerValue(request.headers['x-user-email']) : undefined, source: headerToken ? 'headers' : 'cookie' }
        : null,
    testRun: ownerToken && ownerToken.length <= MAX_TOKEN_LENGTH ? { ownerToken } : null,
  };
}


/** The AppContext of a tenant request, built once. */
export function contextOf(request: FastifyRequest): AppContext {
  request.appContext ??= createAppContext({
    services: request.server.services,
    app: requireTenant(request),
    identity: identityOf(request),
    log: request.log,
  });
  return request.appContext;
}
