import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventOccurrence, EventSubscription } from '@tessera/core/entities/event';
import { api } from '../../app/api/api';
import { browserTimezone } from '../../app/timezones';
import { useAuthStore } from '../auth/auth-store';

/** The contracts (and zod) load with the first event page, not with the app. */
const eventContracts = () => import('@tessera/core/api/events');

/** How far ahead an event page lists its dates. */
const LIST_DAYS = 56;

/** The member's zone (their profile), or the device's for a guest. */
export function useViewerTimezone(): string {
  return useAuthStore((state) => state.user?.timezone) || browserTimezone();
}

const dayIn = (ms: number, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

const occurrencesKey = (eventId: string, memberId: string | undefined) => ['event-occurrences', eventId, memberId ?? 'guest'];

/** `GET /event_occurrences/per_period`: the event's dates from today for the next weeks, with the viewer's bookings. */
export function useUpcomingOccurrences(eventId: string) {
  const memberId = useAuthStore((state) => state.member?.id);
  const timezone = useViewerTimezone();
  return useQuery({
    queryKey: occurrencesKey(eventId, memberId),
    queryFn: async (): Promise<EventOccurrence[]> => {
      const now = Date.now();
      const answer = await api((await eventContracts()).occurrencesPerPeriodContract, {
        query: { start: dayIn(now, timezone), end: dayIn(now + LIST_DAYS * 86_400_000, timezone), event_id: eventId, timezone },
      });
      return answer.occurrences.filter((o) => o.phase !== 'ended');
    },
  });
}

/** Book or cancel; the answer replaces the occurrence in the list. */
export function useBooking(eventId: string) {
  const client = useQueryClient();
  const memberId = useAuthStore((state) => state.member?.id);
  return useMutation({
    mutationFn: async (args: { occurrenceId: string; subscribe: boolean }): Promise<EventSubscription> =>
      (
        await api((await eventContracts()).subscribeOccurrenceContract, {
          params: { id: args.occurrenceId },
          body: { subscribe: args.subscribe },
        })
      ).event_subscription,
    onSuccess: (subscription) => {
      client.setQueryData<EventOccurrence[]>(occurrencesKey(eventId, memberId), (list = []) =>
        list.map((o) => (o.id === subscription.occurrence_id ? subscription.occurrence : o)),
      );
    },
  });
}

const feedKey = (memberId: string | undefined) => ['calendar-feed', memberId ?? 'guest'];

/** The member's calendar feed address; make a new one or stop it. */
export function useCalendarFeed(isEnabled: boolean) {
  const memberId = useAuthStore((state) => state.member?.id);
  return useQuery({
    queryKey: feedKey(memberId),
    queryFn: async () => (await api((await eventContracts()).calendarFeedContract)).url,
    enabled: isEnabled,
  });
}

export function useChangeCalendarFeed() {
  const client = useQueryClient();
  const memberId = useAuthStore((state) => state.member?.id);
  return useMutation({
    mutationFn: async (action: 'rotate' | 'revoke') => {
      const contracts = await eventContracts();
      return (await api(action === 'rotate' ? contracts.rotateCalendarFeedContract : contracts.revokeCalendarFeedContract)).url;
    },
    onSuccess: (url) => client.setQueryData(feedKey(memberId), url),
  });
}
