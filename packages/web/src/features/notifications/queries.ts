import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inboxContract,
  inboxUnreadCountContract,
  markInboxReadContract,
  notificationSettingsContract,
  updateNotificationSettingsContract,
  type NotificationSettingsAnswer,
} from '@tessera/core/api/notifications';
import { api } from '../../app/api/api';

export const unreadCountKey = ['notifications', 'unread-count'] as const;
const inboxKey = ['notifications', 'inbox'] as const;
const settingsKey = ['notifications', 'settings'] as const;

/** How often the bell asks again while the app is open (new reminders arrive by jobs). */
const UNREAD_REFRESH_MS = 60_000;

export function useUnreadCount() {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: async () => (await api(inboxUnreadCountContract, {})).unread_count,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useInbox() {
  return useInfiniteQuery({
    queryKey: inboxKey,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => api(inboxContract, { query: pageParam ? { cursor: pageParam } : {} }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[] } | { all: true }) => api(markInboxReadContract, { body: input }),
    onSuccess: ({ unread_count }) => {
      queryClient.setQueryData(unreadCountKey, unread_count);
      void queryClient.invalidateQueries({ queryKey: inboxKey });
    },
  });
}

export function useNotificationSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: async () => (await api(notificationSettingsContract, {})).notification_settings });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Partial<NotificationSettingsAnswer>) => (await api(updateNotificationSettingsContract, { body: change })).notification_settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
