import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  addParticipantsContract,
  removeParticipantContract,
  renameThreadContract,
} from '@tessera/core/api/messages';
import { MESSAGING_LIMITS } from '@tessera/core/constants';
import type { MessageThread } from '@tessera/core/entities/messaging';
import { Dialog } from '@tessera/ui/Dialog';
import { api } from '../../../app/api/api';
import { Avatar } from '../../../ui/Avatar';
import { useAuthStore } from '../../auth/auth-store';
import { BlockMember } from '../MemberActions';
import { MessagingWordsGate } from '../messaging-words';
import { messagingKeys, usePeopleSearch, useThread } from '../messaging-queries';
import { ErrorState, screenStyles } from '../Screen';
import styles from './styles.module.css';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';

export type ThreadPanelName = 'participants' | 'renaming' | 'profile' | 'members';

function useUpdateThread(threadId: string) {
  const client = useQueryClient();
  return (change: (held: MessageThread) => MessageThread) => {
    client.setQueryData<MessageThread>(messagingKeys.thread(threadId), (held) =>
      held ? change(held) : held,
    );
    void client.invalidateQueries({ queryKey: messagingKeys.allThreads });
  };
}

function People({ thread, canRemove }: { thread: MessageThread; canRemove: boolean }) {
  const { t } = useTranslation();
  const myId = useAuthStore((state) => state.user?.id);
  const update = useUpdateThread(thread.id);
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const remove = async (userId: string) => {
    setFailed(false);
    try {
      const answer = await api(removeParticipantContract, {
        params: { id: thread.id },
        body: { user_id: userId },
      });
      // SPEC §4: removing oneself drops the thread; removing another updates the people and the title.
      if (userId === myId) return void navigate('/me/messages', { replace: true });
      update((held) => ({
        ...held,
        title: answer.new_thread_title,
        participants: held.participants.filter((p) => p.user.id !== userId),
        total_count_participants: Math.max(0, held.total_count_participants - 1),
      }));
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('messaging.errors.generic')}
        </p>
      ) : null}
      <ul className={styles.people}>
        {thread.participants.map(({ user }) => (
          <li key={user.id} className={styles.person}>
            <Avatar name={user.name} urls={user.avatar_urls} size={36} />
            <span className={styles.name}>
              {user.id === myId ? t('messaging.participants.you', { name: user.name }) : user.name}
            </span>
            {canRemove ? (
              <button
                type="button"
                className={styles.textButton}
                onClick={() => void remove(user.id)}
              >
                {user.id === myId
                  ? t('messaging.participants.leave')
                  : t('messaging.participants.removeShort')}
                {user.id === myId ? null : <span className={visuallyHiddenClass}> {user.name}</span>}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function AddPeople({ thread }: { thread: MessageThread }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const people = usePeopleSearch(term, thread.id);
  const update = useUpdateThread(thread.id);
  const client = useQueryClient();
  const add = async (userId: string) => {
    const answer = await api(addParticipantsContract, {
      params: { id: thread.id },
      body: { user_ids: [userId] },
    });
    update((held) => ({
      ...held,
      participants: answer.participants,
      total_count_participants: answer.total_count_participants,
      title: answer.title,
    }));
    void client.invalidateQueries({ queryKey: ['messaging', 'people'] });
  };
  const shown = term.trim() ? (people.data ?? []).filter((p) => p.can_message) : [];
  return (
    <div className={styles.add}>
      <label className={screenStyles.fieldLabel}>
        <span>{t('messaging.participants.add')}</span>
        <input
          className={screenStyles.input}
          type="search"
          value={term}
          maxLength={100}
          onChange={(event) => setTerm(event.target.value)}
        />
      </label>
      <ul className={styles.people}>
        {shown.map((person) => (
          <li key={person.id} className={styles.person}>
            <Avatar name={person.name} urls={person.avatar_urls} size={32} />
            <span className={styles.name}>{person.name}</span>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => void add(person.id).catch(() => undefined)}
            >
              {t('messaging.participants.addOne')}
              <span className={visuallyHiddenClass}> {person.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Rename({ thread, onDone }: { thread: MessageThread; onDone: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(thread.title);
  const [failed, setFailed] = useState(false);
  const update = useUpdateThread(thread.id);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await api(renameThreadContract, {
        params: { id: thread.id },
        body: { title: title.trim() },
      });
      update((held) => ({
        ...held,
        title: answer.title,
        has_been_renamed: answer.has_been_renamed,
      }));
      onDone();
    } catch {
      setFailed(true);
    }
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label className={screenStyles.fieldLabel}>
        <span>{t('messaging.renaming.label')}</span>
        <input
          className={screenStyles.input}
          value={title}
          required
          maxLength={MESSAGING_LIMITS.titleLength}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      {failed ? (
        <p className={styles.error} role="alert">
          {t('messaging.errors.generic')}
        </p>
      ) : null}
      <button type="submit" className={screenStyles.primary} disabled={!title.trim()}>
        {t('messaging.renaming.save')}
      </button>
    </form>
  );
}

/** `#profile` in a direct thread: the other person, and blocking them. */
function Profile({ thread }: { thread: MessageThread }) {
  const myId = useAuthStore((state) => state.user?.id);
  const other = thread.participants.find((p) => p.user.id !== myId)?.user;
  if (!other) return null;
  return (
    <div className={styles.profile}>
      <Avatar name={other.name} urls={other.avatar_urls} size={80} />
      <p className={styles.profileName}>{other.name}</p>
      <BlockMember member={other} />
    </div>
  );
}

function PanelBody({
  panel,
  threadId,
  onClose,
}: {
  panel: ThreadPanelName;
  threadId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const thread = useThread(threadId);
  if (thread.isPending) return <p role="status">{t('messaging.loadingThread')}</p>;
  if (thread.isError)
    return <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  const data = thread.data;
  if (panel === 'renaming') return <Rename thread={data} onDone={onClose} />;
  if (panel === 'profile') return <Profile thread={data} />;
  if (panel === 'participants' && data.kind === 'group') {
    return (
      <>
        <People thread={data} canRemove />
        <AddPeople thread={data} />
      </>
    );
  }
  return <People thread={data} canRemove={false} />;
}

const titleKeys: Record<ThreadPanelName, string> = {
  participants: 'overlays.participants.title',
  renaming: 'overlays.renaming.title',
  profile: 'overlays.profile.title',
  members: 'overlays.members.title',
};

/**
 * SPEC §2 message-thread panels (`#participants`, `#renaming`, `#profile`, `#members`) over the
 * thread the address names. Outside a thread there is nothing to show, and the panel says so.
 */
export function MessageThreadPanel({
  panel,
  onClose,
}: {
  panel: ThreadPanelName;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const threadId = matchPath('/me/messages/:threadId', pathname)?.params.threadId;
  const isThread = threadId !== undefined && threadId !== 'new';
  return (
    <Dialog
      variant="sheet"
      title={t(titleKeys[panel])}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <MessagingWordsGate fallback={<p role="status">{t('common.loading')}</p>}>
        {isThread ? (
          <PanelBody panel={panel} threadId={threadId} onClose={onClose} />
        ) : (
          <p className={styles.muted}>{t('overlays.overlay.empty')}</p>
        )}
      </MessagingWordsGate>
    </Dialog>
  );
}
