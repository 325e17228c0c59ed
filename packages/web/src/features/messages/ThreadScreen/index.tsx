import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageThread, MessagingProfile } from '@tessera/core/entities/messaging';
import {
  createThreadContract,
  resolveThreadContract,
  threadProfilesContract,
  toggleNotificationContract,
} from '@tessera/core/api/messages';
import { MESSAGING_LIMITS } from '@tessera/core/constants';
import { Icon } from '@tessera/ui/Icon';
import { api } from '../../../app/api/api';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { useAuthStore } from '../../auth/auth-store';
import { Composer } from '../Composer';
import { useLiveChannel } from '../live/use-live';
import { readMessagingEvent } from '../live/messaging-events';
import { messagingKeys, useThread } from '../messaging-queries';
import { ThreadView } from './ThreadView';
import { ErrorState, errorWords, screenStyles, useScreenTitle } from '../Screen';
import styles from './styles.module.css';

/** Thread changes (renamed, people added or removed) arrive live and update the header. */
function useThreadEvents(thread: MessageThread | undefined) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const myId = useAuthStore((state) => state.user?.id);
  useLiveChannel(thread?.channel_id ?? null, (raw) => {
    const event = readMessagingEvent(raw);
    if (!event || !thread || !('thread_id' in event) || event.thread_id !== thread.id) return;
    const update = (change: (held: MessageThread) => MessageThread) =>
      client.setQueryData<MessageThread>(messagingKeys.thread(thread.id), (held) =>
        held ? change(held) : held,
      );
    if (event.type === 'thread.renamed')
      update((held) => ({ ...held, title: event.title, has_been_renamed: event.has_been_renamed }));
    if (event.type === 'thread.participants_changed') {
      if (myId && event.removed_user_ids.includes(myId))
        return void navigate('/me/messages', { replace: true });
      update((held) => ({
        ...held,
        participants: event.participants,
        total_count_participants: event.total_count_participants,
        title: event.title,
      }));
    }
  });
}

function NotificationToggle({ thread }: { thread: MessageThread }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const myId = useAuthStore((state) => state.user?.id);
  const mine = thread.participants.find((p) => p.user.id === myId);
  const [enabled, setEnabled] = useState(mine?.notifications_enabled ?? true);
  const toggle = async () => {
    const next = !enabled;
    setEnabled(next);
    try {
      const answer = await api(toggleNotificationContract, {
        params: { id: thread.id },
        body: { active: next, toggle_ts: Date.now() },
      });
      setEnabled(answer.notifications_enabled);
      void client.invalidateQueries({ queryKey: messagingKeys.thread(thread.id) });
    } catch {
      setEnabled(!next);
    }
  };
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={enabled}
      aria-label={t('messaging.thread.notifications')}
      onClick={() => void toggle()}
    >
      <Icon name="bell" size={20} />
    </button>
  );
}

function ThreadHeader({ thread }: { thread: MessageThread }) {
  const { t } = useTranslation();
  const { open } = useHashOverlays();
  const isPrivate = thread.kind === 'direct' || thread.kind === 'group';
  return (
    <header className={styles.header}>
      <Link to="/me/messages" className={styles.iconButton} aria-label={t('messaging.thread.back')}>
        <Icon name="back" size={20} />
      </Link>
      <h1 className={styles.title} dir="auto">
        {thread.title}
      </h1>
      <NotificationToggle thread={thread} />
      {thread.kind === 'direct' ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('overlays.profile.title')}
          onClick={() => open('profile')}
        >
          <Icon name="user" size={20} />
        </button>
      ) : null}
      {thread.kind === 'group' ? (
        <>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('messaging.thread.participants')}
            onClick={() => open('participants')}
          >
            <Icon name="user" size={20} />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('messaging.thread.rename')}
            onClick={() => open('renaming')}
          >
            <Icon name="settings" size={20} />
          </button>
        </>
      ) : null}
      {!isPrivate ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('overlays.members.title')}
          onClick={() => open('members')}
        >
          <Icon name="user" size={20} />
        </button>
      ) : null}
    </header>
  );
}

/** `/me/messages/{threadId}` (SPEC §2): one conversation, live. */
export function ThreadScreen() {
  const { t } = useTranslation();
  const { threadId = '' } = useParams();
  const thread = useThread(threadId);
  const isAdmin = useAuthStore((state) => Boolean(state.user?.is_account_admin));
  useScreenTitle(thread.data?.title ?? t('messaging.title'));
  useThreadEvents(thread.data);

  if (thread.isPending) {
    return (
      <p className={styles.loading} role="status">
        {t('messaging.loadingThread')}
      </p>
    );
  }
  if (thread.isError)
    return <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  const data = thread.data;
  return (
    <div className={styles.screen} data-thread-kind={data.kind}>
      <ThreadHeader thread={data} />
      <ThreadView
        key={data.id}
        thread={data}
        canWrite={data.kind !== 'feed' || isAdmin}
        allowReplies={data.kind !== 'replies'}
        label={t('messaging.thread.messagesOf', { title: data.title })}
      />
    </div>
  );
}

/** `/me/messages/new?users={ids}` (SPEC §2): a first message to one person, or to a new group. */
export function NewThreadScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const users = (search.get('users') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, MESSAGING_LIMITS.participantsPerGroup);
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  useScreenTitle(t('messages.new'));
  const profiles = useQuery({
    queryKey: ['messaging', 'profiles', users.join(',')],
    queryFn: async (): Promise<MessagingProfile[]> =>
      (await api(threadProfilesContract, { query: { user_ids: users.join(',') } })).profiles,
    enabled: users.length > 0,
  });
  const isGroup = users.length > 1;
  // A conversation with exactly these people may exist already: it opens instead of a new one.
  const existing = useQuery({
    queryKey: ['messaging', 'resolve', users.join(',')],
    queryFn: async () =>
      (await api(resolveThreadContract, { query: { subscriber_ids: users.join(',') } })).thread_id,
    enabled: users.length > 0,
    retry: false,
  });
  const existingId = existing.data;
  useEffect(() => {
    if (existingId) void navigate(`/me/messages/${existingId}`, { replace: true });
  }, [existingId, navigate]);

  const send = async ({
    text,
    imageIds,
  }: {
    text: string;
    imageIds: string[];
  }): Promise<boolean> => {
    setFailure(null);
    try {
      const answer = await api(createThreadContract, {
        body: {
          ...(isGroup
            ? { subscriber_ids: users, title: title.trim() || undefined }
            : { subscriber_id: users[0] }),
          messages: [
            {
              message_type: imageIds.length ? 'image' : 'message',
              message: text,
              image_ids: imageIds,
              client_id: crypto.randomUUID(),
            },
          ],
        },
      });
      void client.invalidateQueries({ queryKey: messagingKeys.allThreads });
      void navigate(`/me/messages/${answer.thread.id}`, { replace: true });
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    }
  };

  if (users.length === 0)
    return <ErrorState error={null} onRetry={() => void navigate('/me/messages')} />;
  const names = profiles.data?.map((p) => p.name).join(', ') ?? '';
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <Link
          to="/me/messages"
          className={styles.iconButton}
          aria-label={t('messaging.thread.back')}
        >
          <Icon name="back" size={20} />
        </Link>
        <h1 className={styles.title}>{t('messages.new')}</h1>
      </header>
      <div className={styles.newBody}>
        {profiles.isPending || existing.isPending || existingId ? (
          <p role="status">{t('messaging.loading')}</p>
        ) : (
          <p className={styles.to}>{names}</p>
        )}
        {isGroup ? (
          <label className={screenStyles.fieldLabel}>
            <span>{t('messaging.start.groupTitle')}</span>
            <input
              className={screenStyles.input}
              value={title}
              maxLength={MESSAGING_LIMITS.titleLength}
              onChange={(event) => setTitle(event.target.value)}
            />
          </label>
        ) : null}
        {failure ? (
          <p className={styles.error} role="alert">
            {errorWords(failure, t) === t('messaging.loadFailed')
              ? t('messaging.errors.sendFailed')
              : errorWords(failure, t)}
          </p>
        ) : null}
      </div>
      <Composer
        draftKey={`new.${users.join(',')}`}
        label={t('messaging.composer.label')}
        maxLength={MESSAGING_LIMITS.messageLength}
        onSend={send}
      />
    </div>
  );
}
