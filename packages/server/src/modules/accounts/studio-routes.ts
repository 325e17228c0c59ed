import { appError } from '@tessera/core/error-catalogue';
import * as api from '@tessera/core/api/studio';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apps, members, ownerSessions } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { byEmail, byIp, limitBy } from '../../http/rate-limits';
import { clearSessionCookie, OWNER_COOKIE, setSessionCookie } from '../../http/cookies';
import { AUTH_LIMITS } from '../members/limits';
import type { StudioUrls } from '../apps/app-detail';
import { registerStudioAppRoutes } from '../apps/studio-routes';
import type { UploadSetup } from '../../http/multipart';
import { registerStudioMediaRoutes } from '../media/studio-routes';
import { createOwnerSession, findOwner, requireOwner, verifyOwnerCredentials } from './owner-auth';
import { registerStudioPageRoutes } from '../pages/studio-routes';
import { registerStudioTranslationRoutes } from '../pages/translations';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The studio's API. Not tied to one app: an owner sees the apps of their account, and every query
 * is scoped to that account. Every call must carry `X-Tessera-Studio: 1`, which no other site can
 * make a browser send without a CORS preflight we never grant: that is the CSRF guard.
 */
export async function registerStudioRoutes(server: FastifyInstance, options: StudioUrls & { uploads: UploadSetup }) {
  const { uploads, ...urls } = options;
  await server.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (request.headers['x-tessera-studio'] !== '1') {
        throw appError('studio_header_missing');
      }
    });
    const db = () => scope.services.database.db;
    const loginLimit = limitBy(scope, [
      { ...AUTH_LIMITS.loginPerIp, name: 'studio-login-ip', key: byIp },
      { ...AUTH_LIMITS.loginPerEmail, name: 'studio-login-email', key: byEmail },
    ]);

    route(
      scope,
      api.studioLoginContract,
      async ({ body, request, reply }) => {
        const owner = await verifyOwnerCredentials(db(), body.email, body.password);
        setSessionCookie(request, reply, OWNER_COOKIE, await createOwnerSession(db(), owner.id));
        return { owner };
      },
      { preHandler: [loginLimit] },
    );

    route(scope, api.studioLogoutContract, async ({ request, reply }) => {
      const found = await findOwner(request);
      if (found) await db().update(ownerSessions).set({ revokedAt: new Date() }).where(eq(ownerSessions.id, found.sessionId));
      clearSessionCookie(request, reply, OWNER_COOKIE);
      return { ok: true as const };
    });

    route(scope, api.studioMeContract, async ({ request }) => ({ owner: (await requireOwner(request)).owner }));

    route(scope, api.studioAppsContract, async ({ request }) => {
      const { owner } = await requireOwner(request);
      const rows = await db()
        .select({ id: apps.id, slug: apps.slug, name: apps.name, member_count: count(members.id) })
        .from(apps)
        .leftJoin(members, eq(members.appId, apps.id))
        .where(eq(apps.accountId, owner.account_id))
        .groupBy(apps.id)
        .orderBy(asc(apps.name));
      return { apps: rows };
    });

    registerStudioAppRoutes(scope, urls);
    registerStudioPageRoutes(scope);
    registerStudioTranslationRoutes(scope);
    registerStudioMediaRoutes(scope, uploads);

    route(scope, api.studioMembersContract, async ({ params, query, request }) => {
      const { owner } = await requireOwner(request);
      const [app] = await db()
        .select({ id: apps.id })
        .from(apps)
        .where(and(eq(apps.id, params.appId), eq(apps.accountId, owner.account_id)))
        .limit(1);
      // Another account's app is indistinguishable from one that does not exist.
      if (!app) throw appError('app_not_found');
      const term = query.term?.trim();
      const pattern = term ? `%${escapeLike(term)}%` : null;
      const where = and(eq(members.appId, app.id), pattern ? or(ilike(members.name, pattern), ilike(members.email, pattern)) : undefined);
      const [rows, [total]] = await Promise.all([
        db()
          .select()
          .from(members)
          .where(where)
          .orderBy(desc(members.createdAt), asc(members.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db().select({ n: count() }).from(members).where(where),
      ]);
      return {
        items: rows.map((m) => ({
          id: m.id,
          email: m.email,
          name: m.name,
          subscriber_id: String(m.subscriberId),
          is_admin: m.isAdmin,
          is_account_admin: m.isAccountAdmin,
          is_app_messaging_profile: m.isAppMessagingProfile,
          auth_provider: m.authProvider,
          language: m.language,
          created_at: m.createdAt.toISOString(),
        })),
        page: query.page,
        per_page: query.per_page,
        total_count: total?.n ?? 0,
      };
    });
  });
}
