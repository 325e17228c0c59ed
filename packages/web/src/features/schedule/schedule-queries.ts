import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleEntry, ScheduleItemType } from '@tessera/core/api/schedule';
import { api } from '../../app/api/api';
import { useAuthStore } from '../auth/auth-store';

/** The contracts (and zod) load with the schedule, not with the app. */
const contracts = () => import('@tessera/core/api/schedule');

const scheduleKey = ['schedule'] as const;

/** `GET /schedule` between two days (every page of it), optionally through one filter. */
export function useScheduleBetween(from: string, to: string, filter: string | null) {
  const memberId = useAuthStore((state) => state.member?.id);
  return useQuery({
    queryKey: [...scheduleKey, memberId, 'between', from, to, filter],
    queryFn: async (): Promise<ScheduleEntry[]> => {
      const { scheduleContract } = await contracts();
      const items: ScheduleEntry[] = [];
      for (let page: number | null = 1; page !== null; ) {
        const answer: { items: ScheduleEntry[]; next_page: number | null } = await api(scheduleContract, { query: { from, to, page, ...(filter ? { filter } : {}) } });
        items.push(...answer.items);
        page = answer.next_page;
      }
      return items;
    },
  });
}

/** When one item (a page, a program) is already on my schedule. */
export function useScheduleOfItem(itemId: string, itemType: ScheduleItemType) {
  const memberId = useAuthStore((state) => state.member?.id);
  return useQuery({
    queryKey: [...scheduleKey, memberId, 'item', itemType, itemId],
    queryFn: async () => (await api((await contracts()).scheduleContract, { query: { item_id: itemId, item_type: itemType } })).items,
  });
}

/** `GET /schedule/filters`. */
export function useScheduleFilters() {
  const memberId = useAuthStore((state) => state.member?.id);
  return useQuery({
    queryKey: [...scheduleKey, memberId, 'filters'],
    queryFn: async () => (await api((await contracts()).scheduleFiltersContract)).filters,
  });
}

export type ScheduleChange =
  | { kind: 'add'; itemId: string; itemType: ScheduleItemType; date: string }
  | { kind: 'move'; id: string; date: string; shiftSubsequent: boolean }
  | { kind: 'duplicate'; id: string; date: string }
  | { kind: 'remove'; id: string };

export type ScheduleChangeResult = { item: ScheduleEntry | null; siblings: ScheduleEntry[] };

/** Every change of the schedule; the member's schedule queries are refreshed after it. */
export function useChangeSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: ScheduleChange): Promise<ScheduleChangeResult> => {
      const c = await contracts();
      switch (change.kind) {
        case 'add':
          return { item: (await api(c.addToScheduleContract, { body: { item_id: change.itemId, item_type: change.itemType, date: change.date } })).scheduled_item, siblings: [] };
        case 'move': {
          const answer = await api(c.rescheduleContract, { params: { id: change.id }, body: { date: change.date, shift_subsequent: change.shiftSubsequent } });
          return { item: answer.rescheduled_item, siblings: answer.rescheduled_siblings };
        }
        case 'duplicate':
          return { item: (await api(c.duplicateScheduledContract, { params: { id: change.id }, body: { date: change.date } })).scheduled_item, siblings: [] };
        case 'remove':
          await api(c.removeScheduledContract, { params: { id: change.id } });
          return { item: null, siblings: [] };
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: scheduleKey }),
  });
}
