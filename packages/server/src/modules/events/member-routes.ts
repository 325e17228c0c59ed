import * as api from '@tessera/core/api/events';
import { appError } from '@tessera/core/error-catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import * as calendar from './calendar';
import * as ops from './member-operations';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function sendCalendar(reply: FastifyReply, text: string, filename: string) {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(text);
}

const occurrenceIdParams = z.object({ id: z.uuid() });
const feedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/) });

/** SPEC §7 Events: members list occurrences, ask for access, book and cancel, and add them to calendars. */
export function registerEventRoutes(server: FastifyInstance) {
  route(server, api.eventsContract, async ({ query, request }) => ({
    events: await ops.listEvents(contextOf(request), query),
  }));
  route(server, api.occurrencesPerPeriodContract, async ({ query, request }) => ({
    occurrences: await ops.occurrencesPerPeriod(contextOf(request), query),
  }));
  route(server, api.eventSubscriptionsContract, async ({ request }) => ops.mySubscriptions(contextOf(request)));
  route(server, api.calendarFeedContract, async ({ request }) => calendar.calendarFeed(contextOf(request), originOf(request)));
  route(server, api.rotateCalendarFeedContract, async ({ request }) => calendar.rotateCalendarFeed(contextOf(request), originOf(request)));
  route(server, api.revokeCalendarFeedContract, async ({ request }) => calendar.revokeCalendarFeed(contextOf(request)));
  route(server, api.occurrenceContract, async ({ params, request }) => ({
    occurrence: await ops.occurrence(contextOf(request), params.id),
  }));
  route(server, api.occurrenceAccessContract, async ({ params, request }) => ({
    access: await ops.occurrenceAccess(contextOf(request), params.id),
  }));
  route(server, api.subscribeOccurrenceContract, async ({ params, body, request }) => ({
    event_subscription: await ops.subscribe(contextOf(request), params.id, body?.subscribe ?? true),
  }));

  // Calendar files are not JSON: plain routes, outside the contracts and the API document.
  server.get('/api/event_occurrences/:id/ics', { schema: { hide: true } }, async (request, reply) => {
    const parsed = occurrenceIdParams.safeParse(request.params);
    if (!parsed.success) throw appError('occurrence_not_found');
    const text = await calendar.occurrenceIcs(contextOf(request), parsed.data.id, originOf(request));
    if (text === null) throw appError('occurrence_not_found');
    return sendCalendar(reply, text, 'event.ics');
  });
  server.get('/api/event_occurrences/feed/:token', { schema: { hide: true } }, async (request, reply) => {
    const parsed = feedParams.safeParse(request.params);
    if (!parsed.success) throw appError('calendar_feed_not_found');
    const text = await calendar.feedIcs(contextOf(request), parsed.data.token.slice(0, -'.ics'.length), originOf(request));
    if (text === null) throw appError('calendar_feed_not_found');
    return sendCalendar(reply, text, 'calendar.ics');
  });
}
