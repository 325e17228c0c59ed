import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** SPEC §9: the session cookie lives 365 days. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const MEMBER_COOKIE = 'tessera_session';
export const OWNER_COOKIE = 'tessera_studio';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return parseCookie(header)[name] || undefined;
}

/** HttpOnly, SameSite=Lax, Secure when the request arrived over TLS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, name: string, token: string) {
  reply.header(
    'set-cookie',
    stringifySetCookie({ name, value: token, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/', maxAge: ONE_YEAR_SECONDS }),
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, name: string) {
  reply.header('set-cookie', stringifySetCookie({ name, value: '', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/', maxAge: 0 }));
}
