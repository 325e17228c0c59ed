import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageThread, MessagingProfile } from '@tessera/core/entities/messaging';
import type { MemberProfile } from '@tessera/core/entities/user';
import {
  getThreadContract,
  listThreadsContract,
  mentionableContract,
  messageableSubscribersContract,
  readThreadContract,
  type ThreadListType,
} from '@tessera/core/api/messages';
import { api } from '../../app/api/api';
import { useAuthStore } from '../auth/auth-store';

/** Query keys of messaging, in one place so live events and mutations refresh the right ones. */
export const messagingKeys = {
  threads: (type: ThreadListType) => ['messaging', 'threads', type] as const,
  allThreads: ['messaging', 'threads'] as const,
  thread: (id: string) => ['messaging', 'thread', id] as const,
  people: (term: string, excludedBy?: string) =>
    ['messaging', 'people', term, excludedBy ?? ''] as const,
  mentionable: (id: string, term: string) => ['messaging', 'mentionable', id, term] as const,
};

const useIsMember = () => useAuthStore((state) => state.status === 'authenticated');

/** `GET /threads?type=`: the member's conversations of one kind, newest activity first. */
export function useThreads(type: ThreadListType) {
  return useQuery({
    queryKey: messagingKeys.threads(type),
    queryFn: async () => api(listThreadsContract, { query: { type } }),
    enabled: useIsMember(),
  });
}

/** `GET /threads/{id}`. */
export function useThread(id: string | null) {
  return useQuery({
    queryKey: messagingKeys.thread(id ?? ''),
    queryFn: async (): Promise<MessageThread> =>
      (await api(getThreadContract, { params: { id: id ?? '' } })).thread,
    enabled: useIsMember() && Boolean(id),
  });
}

/** `GET /subscribers?term=`: people the member may start a conversation with (or add to one). */
export function usePeopleSearch(term: string, excludedByThread?: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: messagingKeys.people(trimmed, excludedByThread),
    queryFn: async (): Promise<MessagingProfile[]> =>
      (
        await api(messageableSubscribersContract, {
          query: { term: trimmed || undefined, excluded_by_thread: excludedByThread },
        })
      ).subscribers,
    enabled: useIsMember(),
    staleTime: 30_000,
  });
}

/** `GET /threads/{id}/mentionable?term=`: whom an @ in this thread may name. */
export function useMentionable(threadId: string, term: string | null) {
  return useQuery({
    queryKey: messagingKeys.mentionable(threadId, term ?? ''),
    queryFn: async (): Promise<MemberProfile[]> =>
      (
        await api(mentionableContract, {
          params: { id: threadId },
          query: { term: term || undefined },
        })
      ).profiles,
    enabled: useIsMember() && term !== null,
    staleTime: 30_000,
  });
}

/** SPEC §4: marking read sets the thread read locally first, then tells the server. */
export function useMarkRead() {
  const client = useQueryClient();
  return (thread: MessageThread) => {
    if (!thread.is_unread) return;
    const read = (t: MessageThread) =>
      t.id === thread.id
        ? { ...t, is_unread: false, last_message_read_ts: t.latest_message_ts }
        : t;
    client.setQueryData<MessageThread>(messagingKeys.thread(thread.id), (held) =>
      held ? read(held) : held,
    );
    client.setQueriesData<{ threads: MessageThread[]; has_more: boolean }>(
      { queryKey: messagingKeys.allThreads },
      (held) => (held ? { ...held, threads: held.threads.map(read) } : held),
    );
    void api(readThreadContract, {
      params: { id: thread.id },
      query: { client_ts: Date.now() },
    }).catch(() => undefined);
  };
}
