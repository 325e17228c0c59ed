import { appError } from '@tessera/core/error-catalogue';
import { memberChannel, parseChannel } from '@tessera/core/realtime';
import { REALTIME_CLOSE, REALTIME_PATH } from '@tessera/core/realtime-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { createAppContext, type AppContext, type Identity } from '../../context/app-context';
import { requireTenant } from '../../context/tenant-app';
import { MEMBER_COOKIE, readCookie } from '../../http/cookies';
import { openThread } from './access';
import { requireMessagingOn } from './settings';

declare module 'fastify' {
  interface FastifyRequest {
    /** The websocket's member context and identity, built before the upgrade. */
    realtimeContext?: { ctx: AppContext; identity: Identity };
  }
}

const MAX_TOKEN_LENGTH = 200;
const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * Browsers cannot set headers on a websocket: the app may be named by `?app=<slug>` (like the
 * `X-App-Slug` header) and the session by its HttpOnly cookie, or by `?token=` for native clients.
 */
export function registerRealtimeAppQuery(server: FastifyInstance) {
  server.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(REALTIME_PATH)) return;
    const slug = one((request.query as Record<string, unknown> | undefined)?.app);
    if (typeof slug === 'string' && !request.headers['x-app-slug']) request.headers['x-app-slug'] = slug;
  });
}

function tokenOf(request: FastifyRequest): { token: string; source: 'headers' | 'cookie' } | null {
  const query = request.query as Record<string, unknown> | undefined;
  const candidates: [unknown, 'headers' | 'cookie'][] = [
    [one(request.headers['x-user-token']), 'headers'],
    [one(query?.token), 'headers'],
    [readCookie(request, MEMBER_COOKIE), 'cookie'],
  ];
  for (const [value, source] of candidates) if (typeof value === 'string' && value && value.length <= MAX_TOKEN_LENGTH) return { token: value, source };
  return null;
}

/**
 * `GET /api/realtime` (core `realtime-protocol.ts`): one websocket per device for a signed-in
 * member of an app with messaging on — 401 before the upgrade otherwise. The member's own channel
 * is theirs; a thread's channel is open to whoever may read the thread (messaging's own rule);
 * the app's channel to its members; nothing of another app.
 */
export function registerRealtimeRoute(server: FastifyInstance) {
  server.route({
    method: 'GET',
    url: REALTIME_PATH,
    schema: { hide: true },
    preValidation: async (request) => {
      const found = tokenOf(request);
      const identity: Identity = { member: found, testRun: null };
      const ctx = createAppContext({ services: request.server.services, app: requireTenant(request), identity, log: request.log });
      if (!found || !(await ctx.member())) throw appError('unauthorized');
      await requireMessagingOn(ctx.db, ctx.app.id);
      request.realtimeContext = { ctx, identity };
    },
    handler: async () => {
      throw appError('bad_request', { message: 'Connect with a websocket' });
    },
    wsHandler: (socket, request) => {
      const { ctx, identity } = request.realtimeContext!;
      request.realtimeContext = undefined;
      // @fastify/websocket leaves the upgrade's HTTP objects reachable from a held socket: its
      // ServerResponse stays assigned to the TCP socket (the hijacked reply never finishes) and
      // its 'error' listener closes over the Fastify request and reply. Left so, every connection
      // keeps an IncomingMessage, a ServerResponse, a request, a reply and their logger (decision
      // 034). Nothing is written through them after the upgrade; the hub's own 'error' listener
      // takes over (ws closes the socket after an error).
      const tcp = request.raw.socket as (Socket & { _httpMessage?: ServerResponse | null }) | undefined; // none under injectWS
      if (tcp?._httpMessage) tcp._httpMessage.detachSocket(tcp);
      socket.removeAllListeners('error');
      void attachMember(socket, ctx, identity, request.server);
    },
  });
}

/**
 * Holds only what names the member (app, member, session, the token's source) for the
 * connection's lifetime; each subscription is authorised with a fresh context, so access that
 * changed since the socket opened (a page locked, a session ended) applies.
 */
async function attachMember(socket: WebSocket, ctx: AppContext, identity: Identity, server: FastifyInstance) {
  // ctx.member() resolved in preValidation: memoised.
  const auth = await ctx.member();
  if (!auth) return socket.close(REALTIME_CLOSE.unauthorized, 'unauthorized');
  const { app } = ctx;
  const appId = app.id;
  const own = memberChannel(appId, auth.member.id);
  server.services.realtimeHub.attach(socket, {
    memberChannel: own,
    sessionId: auth.sessionId,
    authorize: async (channel) => {
      const parsed = parseChannel(channel);
      if (!parsed || parsed.appId !== appId) return false;
      if (parsed.kind === 'app') return true;
      if (parsed.kind === 'member') return channel === own;
      const fresh = createAppContext({ services: server.services, app, identity, log: server.log });
      await openThread(fresh, parsed.threadId);
      return true;
    },
  });
}
