import * as api from '@tessera/core/api/studio-events';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownedAppContext } from '../apps/owned-app';
import * as ops from './studio-operations';

/** The studio's events (live on save) and an occurrence's attendees. */
export function registerStudioEventRoutes(scope: FastifyInstance) {
  route(scope, api.studioEventsContract, async ({ params, request }) => ({
    events: await ops.listEvents(await ownedAppContext(request, params.appId)),
  }));
  route(scope, api.createEventContract, async ({ params, body, request }) => ({
    event: await ops.createEvent(await ownedAppContext(request, params.appId), body),
  }));
  route(scope, api.updateEventContract, async ({ params, body, request }) => ({
    event: await ops.updateEvent(await ownedAppContext(request, params.appId), params.eventId, body),
  }));
  route(scope, api.deleteEventContract, async ({ params, request }) => ({
    deleted_id: await ops.deleteEvent(await ownedAppContext(request, params.appId), params.eventId),
  }));
  route(scope, api.occurrenceBookingsContract, async ({ params, request }) => ({
    bookings: await ops.occurrenceBookings(await ownedAppContext(request, params.appId), params.occurrenceId),
  }));
  route(scope, api.cancelOccurrenceContract, async ({ params, request }) =>
    ops.cancelOccurrence(await ownedAppContext(request, params.appId), params.occurrenceId),
  );
  route(scope, api.occurrenceBookingsCsvContract, async ({ params, request, reply }) => {
    const csv = await ops.occurrenceBookingsCsv(await ownedAppContext(request, params.appId), params.occurrenceId);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="attendees.csv"');
    return csv;
  });
}
