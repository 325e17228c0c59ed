import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalMessage, Message, MessageThread } from '@tessera/core/entities/messaging';
import {
  createThreadContract,
  pinMessageContract,
  uploadMessageImageContract,
} from '@tessera/core/api/messages';
import { MESSAGING_LIMITS } from '@tessera/core/constants';
import { canDeleteMessage } from '@tessera/core/messaging/rules';
import { Dialog } from '@tessera/ui/Dialog';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { api } from '../../../app/api/api';
import { uploadFile } from '../../../app/api/upload';
import { describeError, translateMessage } from '../../../app/forms/describe-error';
import { checkAvatarFile } from '../../account/Account/AvatarUpload';
import { useAuthStore } from '../../auth/auth-store';
import { Composer, type ComposerImage } from '../Composer';
import { useLiveStatus } from '../live/use-live';
import { useMarkRead, useThread } from '../messaging-queries';
import { Timeline } from '../Timeline';
import { useThreadMessages } from '../use-thread-messages';
import { plainMessageText } from '@tessera/core/messaging/rules';
import { withChangedMessage, withHidden } from '../view/thread-state';
import { ReportDialog } from './ReportDialog';
import { ErrorState, screenStyles } from '../Screen';
import styles from './styles.module.css';

type Props = {
  thread: MessageThread;
  /** Members may write at the root (not in a feed, where only the app posts and members comment). */
  canWrite: boolean;
  /** Replies open in a sheet (not inside a reply thread itself). */
  allowReplies: boolean;
  label: string;
  compact?: boolean;
};

/** Uploads a photo for a message through the media pipeline, refused first with SPEC §5's words. */
function useImageUpload() {
  const { t, i18n } = useTranslation();
  return useCallback(
    async (
      file: File,
      onProgress: (share: number) => void,
      signal: AbortSignal,
    ): Promise<ComposerImage> => {
      const problem = checkAvatarFile(file);
      if (problem) throw new Error(translateMessage(problem, t));
      try {
        const answer = await uploadFile(uploadMessageImageContract, {
          field: 'file',
          file,
          onProgress,
          signal,
        });
        return { id: answer.image_id, url: answer.image_url };
      } catch (error) {
        if (error instanceof DOMException) throw error;
        throw new Error(describeError(error, t, i18n.language));
      }
    },
    [t, i18n.language],
  );
}

/**
 * A conversation: its messages (live, paged upward), the composer, and what one can do with a
 * message (like, reply, pin, report, delete, open a photo). New messages from others are
 * announced to screen readers; the thread is marked read while it is open.
 */
export function ThreadView({ thread, canWrite, allowReplies, label, compact }: Props) {
  const { t, i18n } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const blocked = useAuthStore((state) => state.data.blocked_user_ids);
  const messages = useThreadMessages(thread);
  const { setState } = messages;
  const markRead = useMarkRead();
  const liveStatus = useLiveStatus();
  const upload = useImageUpload();
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const [image, setImage] = useState<{ url: string; name: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    for (const id of blocked)
      setState((current) => (current.hidden.includes(id) ? current : withHidden(current, id)));
  }, [blocked, setState]);

  const newest = messages.state.messages.at(-1)?.message_ts;
  useEffect(() => {
    if (messages.status === 'ready') markRead(thread);
    // Each newest message seen while open marks the thread read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thread.id, messages.status, newest]);

  const viewer = { id: user?.id ?? '', is_account_admin: user?.is_account_admin };
  const canDelete = (message: LocalMessage) =>
    canDeleteMessage(viewer, message.user.id, { admins_can_delete: true });
  const canPin = thread.kind !== 'feed' || Boolean(user?.is_account_admin);

  const pin = async (message: LocalMessage, pinned: boolean) => {
    try {
      const answer = await api(pinMessageContract, {
        params: { id: thread.id },
        body: { pinned, message_ts: message.message_ts },
      });
      setState((current) =>
        withChangedMessage(current, answer.message_ts, (held) => ({
          ...held,
          pinned_at: answer.pinned_at,
        })),
      );
    } catch (error) {
      setNotice(describeError(error, t, i18n.language));
    }
  };

  const remove = async (message: LocalMessage) => {
    if (!window.confirm(t('messaging.message.deleteConfirm'))) return;
    try {
      await messages.remove(message);
    } catch {
      setNotice(t('messaging.message.deleteFailed'));
    }
  };

  const pinned = messages.state.messages.filter((m) => m.pinned_at);
  const arrival = messages.lastArrival;

  return (
    <div className={styles.view} data-compact={compact || undefined}>
      {liveStatus === 'reconnecting' && messages.status === 'ready' ? (
        <p className={styles.live} role="status">
          {navigator.onLine
            ? t('messaging.thread.live.connecting')
            : t('messaging.thread.live.offline')}
        </p>
      ) : null}
      {pinned.length > 0 ? (
        <p className={styles.pinnedBar}>
          <strong>{t('messaging.thread.pinnedCount', { count: pinned.length })}</strong>{' '}
          <span dir="auto">{plainMessageText(pinned.at(-1)?.message ?? '')}</span>
        </p>
      ) : null}
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
          <button type="button" className={screenStyles.textButton} onClick={() => setNotice(null)}>
            {t('common.close')}
          </button>
        </p>
      ) : null}
      {messages.status === 'loading' ? (
        <p className={styles.loading} role="status">
          {t('messaging.loadingThread')}
        </p>
      ) : messages.status === 'error' ? (
        <ErrorState error={messages.error} onRetry={messages.retryLoad} />
      ) : messages.state.messages.length === 0 ? (
        <p className={styles.empty}>
          {thread.kind === 'comments' ? t('messaging.comments.empty') : t('messaging.thread.empty')}
        </p>
      ) : (
        <Timeline
          label={label}
          messages={messages.state.messages}
          myId={user?.id ?? null}
          hasOlder={messages.state.hasOlder}
          isLoadingOlder={messages.isLoadingOlder}
          onLoadOlder={messages.loadOlder}
          canDelete={canDelete}
          canPin={canPin}
          onLike={messages.like}
          onReply={allowReplies ? setReplyTo : undefined}
          onPin={(message, value) => void pin(message, value)}
          onReport={(message) => setReporting(message.message_ts)}
          onDelete={(message) => void remove(message)}
          onRetry={messages.retrySend}
          onDiscard={messages.discard}
          onOpenImage={(url, message) => setImage({ url, name: message.user.name })}
        />
      )}
      <p className={visuallyHiddenClass} aria-live="polite" data-testid="arrivals">
        {arrival
          ? t('messaging.thread.newMessages', {
              name: arrival.user.name,
              text: plainMessageText(arrival.message) || t('messaging.list.image'),
            })
          : ''}
      </p>
      {canWrite ? (
        <Composer
          draftKey={thread.id}
          label={t('messaging.composer.label')}
          maxLength={MESSAGING_LIMITS.messageLength}
          mentionThreadId={thread.id}
          onUpload={upload}
          onSend={({ text, imageIds }) =>
            messages.send({
              message_type: imageIds.length ? 'image' : 'message',
              message: text,
              image_ids: imageIds,
            })
          }
        />
      ) : (
        <p className={styles.closed}>{t('messaging.composer.commentsClosed')}</p>
      )}
      {replyTo ? <RepliesSheet parent={replyTo} onClose={() => setReplyTo(null)} /> : null}
      {reporting !== null ? (
        <ReportDialog
          threadId={thread.id}
          messageTs={reporting}
          onClose={() => setReporting(null)}
        />
      ) : null}
      {image ? (
        <Dialog
          variant="fullscreen"
          title={t('messaging.message.imageAlt', { name: image.name })}
          closeLabel={t('common.close')}
          onClose={() => setImage(null)}
        >
          <img
            src={image.url}
            alt={t('messaging.message.imageAlt', { name: image.name })}
            className={styles.lightbox}
          />
        </Dialog>
      ) : null}
    </div>
  );
}

/** The replies under one message: its reply thread once someone replied; the first reply starts it. */
function RepliesSheet({ parent, onClose }: { parent: Message; onClose: () => void }) {
  const { t } = useTranslation();
  const [threadId, setThreadId] = useState(parent.reply_thread_id);
  const thread = useThread(threadId);
  const [firstFailed, setFirstFailed] = useState(false);

  const startReplies = async ({
    text,
    imageIds,
  }: {
    text: string;
    imageIds: string[];
  }): Promise<boolean> => {
    setFirstFailed(false);
    try {
      const answer = await api(createThreadContract, {
        body: {
          parent_message_id: parent.id,
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
      setThreadId(answer.thread.id);
      return true;
    } catch {
      setFirstFailed(true);
      return false;
    }
  };

  return (
    <Dialog
      variant="sheet"
      title={t('messaging.replies.title')}
      closeLabel={t('messaging.replies.close')}
      onClose={onClose}
    >
      <div className={styles.replies}>
        <blockquote className={styles.parent}>
          <strong>{parent.user.name}</strong>
          <span dir="auto">{plainMessageText(parent.message)}</span>
        </blockquote>
        {threadId ? (
          thread.isPending ? (
            <p role="status">{t('messaging.loadingThread')}</p>
          ) : thread.isError ? (
            <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />
          ) : (
            <ThreadView
              thread={thread.data}
              canWrite
              allowReplies={false}
              label={t('messaging.replies.title')}
              compact
            />
          )
        ) : (
          <>
            <p className={styles.empty}>{t('messaging.replies.empty')}</p>
            {firstFailed ? (
              <p className={styles.error} role="alert">
                {t('messaging.errors.sendFailed')}
              </p>
            ) : null}
            <Composer
              draftKey={`reply.${parent.id}`}
              label={t('messaging.composer.label')}
              placeholder={t('messaging.composer.replyPlaceholder')}
              maxLength={MESSAGING_LIMITS.messageLength}
              onSend={startReplies}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
