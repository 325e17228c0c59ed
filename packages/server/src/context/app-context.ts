import type { Viewer } from '@tessera/core/access/viewer';
import { appError } from '@tessera/core/error-catalogue';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { MemberRow } from '../modules/members/schema';
import type { Extensions } from './extensions';
import type { Services } from './services';
import type { TenantApp } from './tenant-app';
import { buildViewer } from './viewer';

/** A signed-in member as one request, connection or job sees them. */
export type MemberAuth = {
  member: MemberRow;
  /** The session the credentials belong to; null when a job acts for a member. */
  sessionId: string | null;
  token: string | null;
  source: 'headers' | 'cookie' | 'job';
};

/**
 * Who is asking, as credentials not yet checked: a member's token (HTTP headers, the session
 * cookie, a websocket's first message), a member named by a job, and the studio preview's owner
 * session (a test run, SPEC §6).
 */
export type Identity = {
  member: { token: string; email?: string | undefined; source: 'headers' | 'cookie' } | { memberId: string } | null;
  testRun: { ownerToken: string } | null;
};

/**
 * Everything an operation needs to act within one app for one caller, built once per HTTP request,
 * websocket connection or job. Operations take this, never a Fastify request, so the access
 * engine, the realtime hub and the job runner can all call them.
 */
export type AppContext = {
  db: Db;
  app: TenantApp;
  services: Services;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The signed-in member, or null for a guest (memoised). */
  member: () => Promise<MemberAuth | null>;
  /** The signed-in member, or 401. */
  requireMember: () => Promise<MemberAuth>;
  /** Who is looking, as the access engine needs it (memoised). */
  viewer: () => Promise<Viewer>;
  /** The same app and services for another member: a sign-in's answer, a job's recipient. */
  forMember: (auth: MemberAuth) => AppContext;
};

export function createAppContext(args: {
  services: Services & { extensions: Extensions };
  app: TenantApp;
  identity: Identity;
  log: FastifyBaseLogger;
  now?: () => Date;
  db?: Db;
}): AppContext {
  const { services, app, identity, log } = args;
  const db = args.db ?? services.database.db;
  const now = args.now ?? (() => new Date());
  const { extensions } = services;
  return withMember(() => extensions.findMember({ db, app, identity }));

  function withMember(loadMember: () => Promise<MemberAuth | null>): AppContext {
    let member: Promise<MemberAuth | null> | null = null;
    let viewer: Promise<Viewer> | null = null;
    const ctx: AppContext = {
      db,
      app,
      services,
      log,
      now,
      member: () => (member ??= loadMember()),
      requireMember: async () => {
        const found = await ctx.member();
        if (!found) throw appError('unauthorized');
        return found;
      },
      viewer: () => (viewer ??= buildViewer(ctx, { extensions, identity })),
      forMember: (auth) => withMember(async () => auth),
    };
    return ctx;
  }
}
