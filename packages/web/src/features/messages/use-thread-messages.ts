import { useCallback, useEffect, useRef, useState } from 'react';
import type { LocalMessage, Message, MessageThread } from '@tessera/core/entities/messaging';
import {
  listMessagesContract,
  postMessagesContract,
  type MessageInput,
} from '@tessera/core/api/messages';
import { api } from '../../app/api/api';
import { useAuthStore } from '../auth/auth-store';
import { useLiveChannel, useOnReconnect } from './live/use-live';
import { readMessagingEvent } from './live/messaging-events';
import {
  emptyThreadState,
  mergeMessages,
  newestStoredTs,
  oldestStoredTs,
  withChangedMessage,
  withLike,
  withOlder,
  withoutMessage,
  withPending,
  withSendFailed,
  withSent,
  type ThreadState,
} from './view/thread-state';

const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `c${Date.now()}${Math.random().toString(36).slice(2)}`;

export type ThreadMessages = {
  state: ThreadState;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  retryLoad: () => void;
  send: (input: Omit<MessageInput, 'client_id' | 'message_ts' | 'created_at'>) => void;
  retrySend: (clientId: string) => void;
  discard: (clientId: string) => void;
  like: (message: Message, liked: boolean) => void;
  remove: (message: Message) => Promise<void>;
  /** Someone else's message arrived (live), for the screen-reader announcement. */
  lastArrival: Message | null;
  setState: (change: (state: ThreadState) => ThreadState) => void;
};

/**
 * One thread's messages (mount it again, with a `key`, for another thread): the newest page first, older pages on demand (cursor `before`), live
 * events from the thread's channel, and what was missed fetched after a reconnect (`after` the
 * newest held). Sending is optimistic with a client id, so a retry cannot store a message twice.
 */
export function useThreadMessages(thread: MessageThread | null): ThreadMessages {
  const blocked = useAuthStore((store) => store.data.blocked_user_ids);
  const me = useAuthStore((store) => store.user);
  const [state, setThreadState] = useState<ThreadState>(() => emptyThreadState(blocked));
  const [status, setStatus] = useState<ThreadMessages['status']>('loading');
  const [error, setError] = useState<unknown>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [lastArrival, setLastArrival] = useState<Message | null>(null);
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  const inputs = useRef(new Map<string, MessageInput>());
  const threadId = thread?.id ?? null;

  const setState = useCallback((change: (current: ThreadState) => ThreadState) => {
    stateRef.current = change(stateRef.current);
    setThreadState(stateRef.current);
  }, []);

  useEffect(() => {
    if (!threadId) return;
    let isCurrent = true;
    api(listMessagesContract, { params: { id: threadId }, query: { order: 'desc' } }).then(
      (page) => {
        if (!isCurrent) return;
        setState((current) => withOlder(current, page.messages, page.has_more));
        setStatus('ready');
      },
      (failure: unknown) => {
        if (!isCurrent) return;
        setError(failure);
        setStatus('error');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [threadId, attempt, setState]);

  const loadOlder = useCallback(() => {
    const before = oldestStoredTs(stateRef.current);
    if (!threadId || isLoadingOlder || !stateRef.current.hasOlder || before === null) return;
    setIsLoadingOlder(true);
    api(listMessagesContract, { params: { id: threadId }, query: { order: 'desc', before } })
      .then((page) => setState((current) => withOlder(current, page.messages, page.has_more)))
      .catch(() => undefined)
      .finally(() => setIsLoadingOlder(false));
  }, [threadId, isLoadingOlder, setState]);

  // Live: the thread's events; a message by someone else is announced.
  useLiveChannel(thread?.channel_id ?? null, (raw) => {
    const event = readMessagingEvent(raw);
    if (!event || !('thread_id' in event) || event.thread_id !== threadId) return;
    switch (event.type) {
      case 'message.created': {
        setState((current) => mergeMessages(current, [event.message]));
        if (event.message.user.id !== me?.id) setLastArrival(event.message);
        break;
      }
      case 'message.deleted':
        setState((current) => withoutMessage(current, event.message_ts));
        break;
      case 'message.reacted':
        setState((current) =>
          withChangedMessage(current, event.message_ts, (held) => ({
            ...held,
            reaction_count: event.reaction_count,
            is_liked: event.user_id === me?.id ? event.liked : held.is_liked,
          })),
        );
        break;
      case 'message.pinned':
        setState((current) =>
          withChangedMessage(current, event.message_ts, (held) => ({
            ...held,
            pinned_at: event.pinned_at,
          })),
        );
        break;
      case 'message.replied':
        setState((current) =>
          withChangedMessage(current, event.message_ts, (held) => ({
            ...held,
            reply_thread_id: event.reply_thread_id,
            reply_count: event.reply_count,
          })),
        );
        break;
      default:
        break;
    }
  });

  // After a reconnect: everything after the newest message held, oldest first.
  useOnReconnect(() => {
    const after = newestStoredTs(stateRef.current);
    if (!threadId) return;
    if (after === null) return setAttempt((count) => count + 1);
    api(listMessagesContract, { params: { id: threadId }, query: { order: 'asc', after } })
      .then((page) => setState((current) => mergeMessages(current, page.messages)))
      .catch(() => undefined);
  });

  const post = useCallback(
    (clientId: string) => {
      const input = inputs.current.get(clientId);
      if (!threadId || !input) return;
      api(postMessagesContract, {
        params: { id: threadId },
        body: { data: { action: 'send', messages: [input] } },
      }).then(
        (answer) => {
          inputs.current.delete(clientId);
          setState((current) => withSent(current, clientId, answer.messages));
        },
        () => setState((current) => withSendFailed(current, clientId)),
      );
    },
    [threadId, setState],
  );

  const send = useCallback<ThreadMessages['send']>(
    (input) => {
      if (!me || !threadId) return;
      const clientId = newClientId();
      const now = Date.now();
      const full: MessageInput = {
        ...input,
        client_id: clientId,
        message_ts: now,
        created_at: new Date(now).toISOString(),
      };
      inputs.current.set(clientId, full);
      const pending: LocalMessage = {
        id: clientId,
        message_thread_id: threadId,
        message_ts: now,
        message_type: input.message_type ?? 'message',
        message: input.message ?? '',
        user: {
          id: me.id,
          name: me.name,
          avatar_urls: me.avatar_urls,
          is_app_messaging_profile: me.is_app_messaging_profile,
        },
        image_urls: [],
        image_ids: input.image_ids ?? [],
        video_url: input.video_url ?? null,
        attachment_data: null,
        reply_thread_id: null,
        reaction_count: 0,
        is_root: thread?.kind !== 'replies',
        pinned_at: null,
        created_at: full.created_at ?? null,
        client_id: clientId,
        reply_count: 0,
        is_liked: false,
        status: 'sending',
      };
      setState((current) => withPending(current, pending));
      post(clientId);
    },
    [me, threadId, thread?.kind, post, setState],
  );

  const retrySend = useCallback(
    (clientId: string) => {
      const pending = stateRef.current.messages.find((m) => m.client_id === clientId && m.status);
      if (!pending) return;
      setState((current) => withPending(current, pending));
      post(clientId);
    },
    [post, setState],
  );

  const discard = useCallback(
    (clientId: string) => {
      inputs.current.delete(clientId);
      setState((current) => ({
        ...current,
        messages: current.messages.filter((m) => !(m.status && m.client_id === clientId)),
      }));
    },
    [setState],
  );

  const like = useCallback(
    (message: Message, liked: boolean) => {
      if (!threadId) return;
      setState((current) => withLike(current, message.message_ts, liked));
      api(postMessagesContract, {
        params: { id: threadId },
        body: {
          data: {
            action: 'react',
            message_ts: message.message_ts,
            reaction: liked ? 'like' : 'unlike',
          },
        },
      }).then(
        (answer) => {
          const now = answer.messages[0];
          if (now)
            setState((current) =>
              withChangedMessage(current, now.message_ts, () => ({
                ...now,
                is_liked: answer.liked ?? liked,
              })),
            );
        },
        () => setState((current) => withLike(current, message.message_ts, !liked)),
      );
    },
    [threadId, setState],
  );

  /** SPEC §4: removed locally first; put back if the server refuses (the caller says why). */
  const remove = useCallback(
    async (message: Message) => {
      if (!threadId) return;
      setState((current) => withoutMessage(current, message.message_ts));
      try {
        await api(postMessagesContract, {
          params: { id: threadId },
          body: { data: { action: 'delete', message_ts: message.message_ts } },
        });
      } catch (failure) {
        setState((current) => mergeMessages(current, [message]));
        throw failure;
      }
    },
    [threadId, setState],
  );

  return {
    state,
    status,
    error,
    isLoadingOlder,
    loadOlder,
    retryLoad: () => {
      setStatus('loading');
      setAttempt((count) => count + 1);
    },
    send,
    retrySend,
    discard,
    like,
    remove,
    lastArrival,
    setState,
  };
}
