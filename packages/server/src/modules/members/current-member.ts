import { appError } from '@tessera/core/error-catalogue';
import type { FastifyRequest } from 'fastify';
import { requireTenant } from '../../http/context';
import { MEMBER_COOKIE, readCookie } from '../../http/cookies';
import { findMemberSession, type MemberRow } from './sessions';

export type MemberAuth = { member: MemberRow; sessionId: string; token: string; source: 'headers' | 'cookie' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised lookup of the signed-in member; resolved only by handlers that need it. */
    memberAuth: Promise<MemberAuth | null> | null;
  }
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function lookup(request: FastifyRequest): Promise<MemberAuth | null> {
  const app = requireTenant(request);
  const headerToken = headerValue(request.headers['x-user-token']);
  const token = headerToken ?? readCookie(request, MEMBER_COOKIE);
  if (!token || token.length > 200) return null;
  const found = await findMemberSession(request.server.services.database.db, { appId: app.id, token });
  if (!found) return null;
  // The email header, when sent, must name the token's member: a token is not usable under another identity.
  const email = headerValue(request.headers['x-user-email']);
  if (headerToken && email && email.toLowerCase() !== found.member.email.toLowerCase()) return null;
  return { ...found, token, source: headerToken ? 'headers' : 'cookie' };
}

/** The signed-in member of this request's app, or null for a guest. */
export function currentMember(request: FastifyRequest): Promise<MemberAuth | null> {
  request.memberAuth ??= lookup(request);
  return request.memberAuth;
}

export async function requireMember(request: FastifyRequest): Promise<MemberAuth> {
  const auth = await currentMember(request);
  if (!auth) throw appError('unauthorized');
  return auth;
}
