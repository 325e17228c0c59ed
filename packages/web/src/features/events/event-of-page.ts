import { useQuery } from '@tanstack/react-query';
import type { EventView } from '@tessera/core/entities/event';
import { api } from '../../app/api/api';

/** The one events query the page template needs up front; the rest (event-queries.ts) loads with booking. */
const eventContracts = () => import('@tessera/core/api/events');

/** `GET /events?page_id=`: the event an event occurrence page shows, or null when the owner made none. */
export function useEventOfPage(pageId: string) {
  return useQuery({
    queryKey: ['event-of-page', pageId],
    queryFn: async (): Promise<EventView | null> =>
      (await api((await eventContracts()).eventsContract, { query: { page_id: pageId } })).events[0] ?? null,
  });
}
