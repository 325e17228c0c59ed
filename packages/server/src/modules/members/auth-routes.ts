import { memberChannel } from '@tessera/core/realtime';
import { appError } from '@tessera/core/error-catalogue';
import * as auth from '@tessera/core/api/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextOf } from '../../context/http-context';
import { AUTH_LIMITS } from '../../http/auth-limits';
import { route } from '../../http/contract-route';
import { clearSessionCookie, MEMBER_COOKIE, setSessionCookie } from '../../http/cookies';
import { byEmail, byIp, limitBy } from '../../http/rate-limits';
import * as service from './auth-operations';
import { createMemberSession, revokeOtherSessions, revokeSession, type MemberRow } from './sessions';
import { buildSignInResponse, userOf } from './sign-in-response';

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Where emailed links point: the app's own address as this request reached it. */
function linkOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}


/** Every sign-in path ends here: a new session for this device, the cookie, the full answer. */
async function signIn(request: FastifyRequest, reply: FastifyReply, member: MemberRow) {
  const ctx = contextOf(request);
  const { token } = await createMemberSession(ctx.db, {
    appId: member.appId,
    memberId: member.id,
    deviceId: headerValue(request.headers['x-device-id']),
    userAgent: headerValue(request.headers['user-agent']),
  });
  setSessionCookie(request, reply, MEMBER_COOKIE, token);
  return buildSignInResponse(ctx, member, token);
}

/** Emailed links are sent after the answer, so its timing says nothing about whether the email exists. */
function inBackground(request: FastifyRequest, work: () => Promise<void>) {
  setImmediate(() => {
    work().catch((error: unknown) => request.log.error({ msg: 'sending an emailed link failed', err: error }));
  });
}

export function registerAuthRoutes(server: FastifyInstance) {
  const limits = {
    // Per email, only failures count, and never against the account's owner (http/login-guard.ts).
    login: limitBy(server, [{ ...AUTH_LIMITS.loginPerIp, key: byIp }]),
    signUp: limitBy(server, [{ ...AUTH_LIMITS.signUpPerIp, key: byIp }]),
    // One allowance for both ways of asking how an email signs in (decision 021).
    lookup: limitBy(server, [{ ...AUTH_LIMITS.signInWayPerIp, key: byIp }]),
    emailLink: limitBy(server, [
      { ...AUTH_LIMITS.emailLinkPerIp, key: byIp },
      { ...AUTH_LIMITS.emailLinkPerEmail, key: byEmail },
    ]),
    tokenUse: limitBy(server, [{ ...AUTH_LIMITS.tokenUsePerIp, key: byIp }]),
  };

  route(server, auth.verifyContract, async ({ request, reply }) => {
    const ctx = contextOf(request);
    const found = await ctx.requireMember();
    // A token that arrived in headers (a native shell, or a link) is exchanged for the cookie.
    if (found.source === 'headers') setSessionCookie(request, reply, MEMBER_COOKIE, found.token!);
    return buildSignInResponse(ctx, found.member, found.token!);
  });

  route(
    server,
    auth.loginContract,
    async ({ body, request, reply }) => {
      const ctx = contextOf(request);
      // The contract's union guarantees: a provider login carries provider_id, a password login email and password.
      const member =
        body.provider === 'google' || body.provider === 'apple'
          ? await service.loginWithProvider(ctx, { provider: body.provider, idToken: String(body.provider_id) })
          : await service.loginWithPassword(ctx, { email: String(body.email), password: String(body.password), ip: request.ip, deviceId: headerValue(request.headers['x-device-id']) });
      return signIn(request, reply, member);
    },
    { preHandler: [limits.login] },
  );

  route(server, auth.fetchContract, async ({ body, request }) => service.signInWayOf(contextOf(request), { email: body.email }), { preHandler: [limits.lookup] });

  route(
    server,
    auth.signUpContract,
    async ({ body, request, reply }) => {
      const member = await service.signUp(contextOf(request), {
        email: body.email,
        name: body.name,
        password: body.password,
        provider: body.provider,
        providerId: body.provider_id,
        timezone: body.timezone,
      });
      return signIn(request, reply, member);
    },
    { preHandler: [limits.signUp] },
  );

  route(
    server,
    auth.getProviderContract,
    async ({ query, request }) => {
      const identity = query.provider_id && (query.provider === 'google' || query.provider === 'apple') ? { provider: query.provider, idToken: query.provider_id } : undefined;
      const { current_provider } = await service.signInWayOf(contextOf(request), { email: query.email, identity });
      return { current_provider };
    },
    { preHandler: [limits.lookup] },
  );

  route(server, auth.putProviderContract, async ({ body, request }) => {
    const { member } = await contextOf(request).requireMember();
    if (body.email !== member.email.toLowerCase()) {
      throw appError('not_your_account');
    }
    const updated = await service.linkProvider(contextOf(request), member, { provider: body.provider, idToken: body.provider_id });
    return { current_provider: updated.authProvider as 'google' };
  });

  route(server, auth.setPasswordContract, async ({ body, request }) => {
    const ctx = contextOf(request);
    const { member, sessionId, token } = await ctx.requireMember();
    const updated = await service.setPassword(ctx.db, member, body.password, { name: body.name });
    await revokeOtherSessions(ctx.db, { memberId: member.id, keepSessionId: sessionId });
    return buildSignInResponse(ctx, updated, token!);
  });

  route(server, auth.updateAccountContract, async ({ body, request }) => {
    const ctx = contextOf(request);
    const { member } = await ctx.requireMember();
    const updated = await service.updateAccount(ctx.db, member, body);
    return { user: await userOf(ctx.forMember({ member: updated, sessionId: null, token: null, source: 'job' })) };
  });

  route(server, auth.logoutContract, async ({ request, reply }) => {
    const ctx = contextOf(request);
    const found = await ctx.member();
    if (found?.sessionId) {
      await revokeSession(ctx.db, found.sessionId);
      // Websockets opened with this session close (realtime hub).
      await ctx.services.bus.publish(memberChannel(ctx.app.id, found.member.id), { type: 'session.ended', session_id: found.sessionId }).catch((error: unknown) => request.log.warn({ err: error }, 'session.ended not published'));
    }
    clearSessionCookie(request, reply, MEMBER_COOKIE);
    return { ok: true as const };
  });

  route(
    server,
    auth.passwordlessRequestContract,
    async ({ body, request }) => {
      const ctx = contextOf(request);
      inBackground(request, () => service.sendEmailLink(ctx, { email: body.email, purpose: 'passwordless', linkOrigin: linkOrigin(request) }));
      return { sent: true as const };
    },
    { preHandler: [limits.emailLink] },
  );

  route(
    server,
    auth.passwordlessVerifyContract,
    async ({ body, request, reply }) => {
      const member = await service.memberFromEmailLink(contextOf(request), { token: body.token, purpose: 'passwordless' });
      return signIn(request, reply, member);
    },
    { preHandler: [limits.tokenUse] },
  );

  route(
    server,
    auth.verifySubscriberContract,
    async ({ body, request, reply }) => signIn(request, reply, await service.verifySubscriber(contextOf(request), body)),
    { preHandler: [limits.signUp] },
  );

  route(
    server,
    auth.resetPasswordRequestContract,
    async ({ query, request }) => {
      const ctx = contextOf(request);
      inBackground(request, () => service.sendEmailLink(ctx, { email: query.email, purpose: 'reset_password', linkOrigin: linkOrigin(request) }));
      return { sent: true as const };
    },
    { preHandler: [limits.emailLink] },
  );

  route(
    server,
    auth.resetPasswordContract,
    async ({ body, request, reply }) => {
      const ctx = contextOf(request);
      const member = await service.memberFromEmailLink(ctx, { token: body.token, purpose: 'reset_password' });
      const updated = await service.setPassword(ctx.db, member, body.password);
      // Whoever knew the old password is signed out everywhere; this device gets a fresh session.
      await revokeOtherSessions(ctx.db, { memberId: member.id, keepSessionId: null });
      return signIn(request, reply, updated);
    },
    { preHandler: [limits.tokenUse] },
  );
}
