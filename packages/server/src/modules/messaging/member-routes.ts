import * as api from '@tessera/core/api/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitBy } from '../../http/rate-limits';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import { readUploadedFile } from '../../http/multipart';
import { requireMessagingMember } from './access';
import * as ops from './member-operations';

/** Sends (each a batch of up to 10 messages) per member and minute. */
export const SEND_LIMIT = { name: 'message-send-member', max: 60, windowMs: 60_000 } as const;

/** SPEC §7 Messages and `GET /subscribers`: thin handlers over the member operations. */
export function registerMessagingRoutes(server: FastifyInstance) {
  // Sending is limited per member (not per IP: a gym's members share one), counted once signed in.
  const senders = new WeakMap<FastifyRequest, string>();
  const limitSends = limitBy(server, [{ ...SEND_LIMIT, key: (request) => senders.get(request) ?? null }]);
  const countSend = async (request: FastifyRequest, reply: FastifyReply) => {
    const { member } = await contextOf(request).requireMember();
    senders.set(request, `${member.appId}:${member.id}`);
    await limitSends.call(server, request, reply);
  };
  route(server, api.listThreadsContract, async ({ query, request }) => ops.listThreads(contextOf(request), query));
  route(server, api.unreadStatusContract, async ({ request }) => ({ has_unread: await ops.unreadStatus(contextOf(request)) }));
  route(server, api.resolveThreadContract, async ({ query, request }) => ({ thread_id: await ops.resolveThread(contextOf(request), query.subscriber_ids) }));
  route(server, api.threadProfilesContract, async ({ query, request }) => ops.threadProfiles(contextOf(request), query.user_ids ?? []));
  route(server, api.messageableSubscribersContract, async ({ query, request }) => ops.messageableSubscribers(contextOf(request), query));
  route(server, api.createThreadContract, async ({ body, request, reply }) => {
    if (body.messages.length) await countSend(request, reply);
    return ops.createThread(contextOf(request), body);
  });
  route(server, api.uploadMessageImageContract, async ({ request, reply }) => {
    const ctx = contextOf(request);
    await requireMessagingMember(ctx);
    // The shared per-IP upload limit counts what could cost a decode: a member's multipart request.
    if (request.isMultipart()) await server.services.uploads.limitUploads.call(server, request, reply);
    return ops.uploadMessageImage(ctx, await readUploadedFile(request, 'file'));
  });
  route(server, api.getThreadContract, async ({ params, request }) => ({ thread: await ops.getThread(contextOf(request), params.id) }));
  route(server, api.mentionableContract, async ({ params, query, request }) => ({ profiles: await ops.mentionable(contextOf(request), params.id, query.term) }));
  route(server, api.listMessagesContract, async ({ params, query, request }) => ops.listMessages(contextOf(request), params.id, query));
  route(server, api.getMessageContract, async ({ params, request }) => ({ message: await ops.getMessage(contextOf(request), params.id, params.ts) }));
  route(server, api.postMessagesContract, async ({ params, body, request, reply }) => {
    if (body.data.action === 'send') await countSend(request, reply);
    return ops.postMessages(contextOf(request), params.id, body.data);
  });
  route(server, api.messageReactionsContract, async ({ params, request }) => ops.messageReactionsOf(contextOf(request), params.id, params.ts));
  route(server, api.reportMessageContract, async ({ params, body, request }) => {
    await ops.reportMessage(contextOf(request), params.id, params.ts, body);
    return { reported: true as const };
  });
  route(server, api.totalParticipantsContract, async ({ params, request }) => ({ total_participants: await ops.totalParticipants(contextOf(request), params.id) }));
  route(server, api.toggleNotificationContract, async ({ params, body, request }) => ({ notifications_enabled: await ops.toggleNotification(contextOf(request), params.id, body) }));
  route(server, api.readThreadContract, async ({ params, request }) => ops.readThread(contextOf(request), params.id));
  route(server, api.renameThreadContract, async ({ params, body, request }) => ops.renameThread(contextOf(request), params.id, body.title));
  route(server, api.removeParticipantContract, async ({ params, body, request }) => ({ new_thread_title: await ops.removeParticipant(contextOf(request), params.id, body.user_id) }));
  route(server, api.addParticipantsContract, async ({ params, body, request }) => ops.addParticipants(contextOf(request), params.id, body.user_ids));
  route(server, api.pinMessageContract, async ({ params, body, request }) => ops.pinMessage(contextOf(request), params.id, body));
}
