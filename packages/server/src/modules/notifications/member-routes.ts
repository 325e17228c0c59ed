import * as api from '@tessera/core/api/notifications';
import { unsubscribeTypeSchema } from '@tessera/core/api/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import { inbox, markRead, unreadCount } from './inbox';
import { pushSettings, registerPush } from './push-registrations';
import { changeSettings, settingsOf } from './settings';
import { unsubscribe } from './unsubscribe';

/** SPEC §7 Notifications for members, the notification centre, and the email one-click unsubscribe. */
export async function registerNotificationRoutes(server: FastifyInstance) {
  route(server, api.notificationSettingsContract, async ({ request }) => {
    const ctx = contextOf(request);
    const { member } = await ctx.requireMember();
    return { notification_settings: await settingsOf(ctx.db, member) };
  });
  route(server, api.updateNotificationSettingsContract, async ({ body, request }) => {
    const ctx = contextOf(request);
    const { member } = await ctx.requireMember();
    return { notification_settings: await changeSettings(ctx.db, member, body) };
  });
  route(server, api.registerPushContract, async ({ body, request }) => registerPush(contextOf(request), body));
  route(server, api.pushSettingsContract, async ({ query, request }) => pushSettings(contextOf(request), query.token));
  route(server, api.unsubscribeContract, async ({ body, request }) => unsubscribe(contextOf(request), body));
  route(server, api.inboxContract, async ({ query, request }) => inbox(contextOf(request), query));
  route(server, api.inboxUnreadCountContract, async ({ request }) => {
    const ctx = contextOf(request);
    const { member } = await ctx.requireMember();
    return { unread_count: await unreadCount(ctx.db, ctx.app.id, member.id) };
  });
  route(server, api.markInboxReadContract, async ({ body, request }) => markRead(contextOf(request), body));

  // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` as a form to the address
  // of the List-Unsubscribe header. Its own scope, so only this route parses form bodies.
  await server.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    const query = z.object({ subscriber_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), type: unsubscribeTypeSchema, token: z.string().min(1).max(300) });
    scope.post('/api/notifications/unsubscribe/one-click', async (request, reply) => {
      const parsed = query.safeParse(request.query);
      if (!parsed.success) return reply.code(400).send({ error: { code: 'unsubscribe_link_invalid', message: 'This unsubscribe link is not valid' } });
      await unsubscribe(contextOf(request), parsed.data);
      return reply.code(200).send({ unsubscribed: true });
    });
  });
}
