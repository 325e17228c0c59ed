import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelOccurrenceContract,
  createEventContract,
  deleteEventContract,
  occurrenceBookingsContract,
  studioEventsContract,
  updateEventContract,
  type EventInput,
} from '@tessera/core/api/studio-events';
import { studioApi } from '../../app/studio-api';

export const eventsKey = (appId: string) => ['studio', 'events', appId] as const;

export function eventsListQuery(appId: string) {
  return queryOptions({
    queryKey: [...eventsKey(appId), 'list'],
    queryFn: ({ signal }) => studioApi(studioEventsContract, { params: { appId } }, { signal }),
  });
}

export function bookingsQuery(appId: string, occurrenceId: string) {
  return queryOptions({
    queryKey: [...eventsKey(appId), 'bookings', occurrenceId],
    queryFn: ({ signal }) => studioApi(occurrenceBookingsContract, { params: { appId, occurrenceId } }, { signal }),
  });
}

/** Create, change and delete events, and cancel one date; each refreshes the list. */
export function useEventMutations(appId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: eventsKey(appId) });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: EventInput }) =>
        id ? studioApi(updateEventContract, { params: { appId, eventId: id }, body: input }) : studioApi(createEventContract, { params: { appId }, body: input }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (eventId: string) => studioApi(deleteEventContract, { params: { appId, eventId } }),
      onSuccess: refresh,
    }),
    /** One date cancelled (EXDATE): its bookings are cancelled and it is never planned again. */
    cancelDate: useMutation({
      mutationFn: (occurrenceId: string) => studioApi(cancelOccurrenceContract, { params: { appId, occurrenceId } }),
      onSuccess: refresh,
    }),
  };
}
