import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageThread } from '@tessera/core/entities/messaging';
import { plainMessageText } from '@tessera/core/messaging/rules';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { Avatar } from '../../../ui/Avatar';
import { Link } from 'react-router';
import styles from './styles.module.css';

type Props = { threads: readonly MessageThread[]; myId: string | null };

function usePreview(myId: string | null) {
  const { t } = useTranslation();
  return (thread: MessageThread) => {
    const latest = thread.latest_message;
    if (!latest) return t('messaging.list.noMessages');
    const text =
      latest.message_type === 'image'
        ? t('messaging.list.image')
        : latest.message_type === 'video'
          ? t('messaging.list.video')
          : latest.message_type === 'attachment'
            ? (latest.attachment_data?.title ?? t('messaging.list.attachment'))
            : plainMessageText(latest.message);
    return latest.user.id === myId ? t('messaging.list.you', { text }) : text;
  };
}

function whenOf(ts: number, locale: string, now: number): string {
  const date = new Date(ts);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(
    locale,
    sameDay ? { hour: 'numeric', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

/** The member's conversations, newest activity first: who, the last message, when, and an unread dot. */
export function ThreadList({ threads, myId }: Props) {
  const { t, i18n } = useTranslation();
  const [now] = useState(() => Date.now());
  const preview = usePreview(myId);
  return (
    <ul className={styles.list} data-testid="thread-list">
      {threads.map((thread) => {
        const other = thread.participants.find((p) => p.user.id !== myId)?.user;
        const avatarName = thread.kind === 'direct' && other ? other.name : thread.title;
        return (
          <li key={thread.id} className={styles.item} data-unread={thread.is_unread || undefined}>
            <Link to={`/me/messages/${thread.id}`} className={styles.link}>
              <Avatar
                name={avatarName}
                urls={thread.kind === 'direct' ? (other?.avatar_urls ?? null) : null}
                size={44}
              />
              <span className={styles.body}>
                <span className={styles.top}>
                  <span className={styles.title} dir="auto">
                    {thread.title}
                  </span>
                  {thread.latest_message_ts ? (
                    <span className={styles.when}>
                      {whenOf(thread.latest_message_ts, i18n.language, now)}
                    </span>
                  ) : null}
                </span>
                <span className={styles.preview} dir="auto">
                  {thread.kind === 'group' ? (
                    <span className={styles.kind}>
                      {t('messaging.list.group', { count: thread.total_count_participants })} ·{' '}
                    </span>
                  ) : null}
                  {thread.kind === 'feed' ? (
                    <span className={styles.kind}>{t('messaging.list.feed')} · </span>
                  ) : null}
                  {preview(thread)}
                </span>
              </span>
              {thread.is_unread ? (
                <span className={styles.dot}>
                  <span className={visuallyHiddenClass}>{t('messaging.list.unread')}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
