import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalMessage } from '@tessera/core/entities/messaging';
import { Icon } from '@tessera/ui/Icon';
import { Avatar } from '../../../ui/Avatar';
import { MessageText } from './MessageText';
import { screenStyles } from '../Screen';
import styles from './styles.module.css';

export type MessageActions = {
  onLike: (message: LocalMessage, liked: boolean) => void;
  onReply?: (message: LocalMessage) => void;
  onPin?: (message: LocalMessage, pinned: boolean) => void;
  onReport?: (message: LocalMessage) => void;
  onDelete?: (message: LocalMessage) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  onOpenImage: (url: string, message: LocalMessage) => void;
};

type Props = MessageActions & {
  message: LocalMessage;
  isMine: boolean;
  startsGroup: boolean;
  endsGroup: boolean;
  canDelete: boolean;
  canPin: boolean;
  locale: string;
};

const timeOf = (ts: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(ts));

function Body({
  message,
  onOpenImage,
}: {
  message: LocalMessage;
  onOpenImage: Props['onOpenImage'];
}) {
  const { t } = useTranslation();
  return (
    <>
      {message.message ? <MessageText text={message.message} /> : null}
      {message.image_urls.length > 0 ? (
        <div className={styles.images}>
          {message.image_urls.map((url) => (
            <button
              key={url}
              type="button"
              className={styles.imageButton}
              onClick={() => onOpenImage(url, message)}
              aria-label={t('messaging.message.openImage')}
            >
              <img
                src={url}
                alt={t('messaging.message.imageAlt', { name: message.user.name })}
                className={styles.image}
                loading="lazy"
              />
            </button>
          ))}
        </div>
      ) : null}
      {message.video_url ? (
        <a
          className={styles.card}
          href={message.video_url}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          <Icon name="play" size={18} />
          <span>{t('messaging.message.video')}</span>
          <span className={styles.cardUrl}>{message.video_url}</span>
        </a>
      ) : null}
      {message.attachment_data ? (
        <a
          className={styles.card}
          href={message.attachment_data.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          <Icon name="link" size={18} />
          <span className={styles.cardTitle}>
            {message.attachment_data.title ?? t('messaging.message.attachment')}
          </span>
          {message.attachment_data.description ? (
            <span className={styles.cardText}>{message.attachment_data.description}</span>
          ) : null}
          <span className={styles.cardUrl}>{message.attachment_data.url}</span>
        </a>
      ) : null}
    </>
  );
}

/**
 * One message in a conversation: the author's name and photo once per group, the body (text with
 * mentions and links, photos, a video link or a link card), its likes and replies, and its
 * actions. A message still sending says so; one that failed offers Retry and Discard.
 */
export function MessageItem(props: Props) {
  const { t } = useTranslation();
  const { message, isMine, startsGroup, endsGroup, canDelete, canPin, locale } = props;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const isLocal = message.status !== undefined;

  if (message.message_type === 'notification') {
    return (
      <li className={styles.notification} data-message-ts={message.message_ts}>
        <MessageText text={message.message} />
      </li>
    );
  }

  const menuItems = [
    props.onPin && canPin
      ? {
          key: 'pin',
          label: t(message.pinned_at ? 'messaging.message.unpin' : 'messaging.message.pin'),
          run: () => props.onPin?.(message, !message.pinned_at),
        }
      : null,
    props.onReport && !isMine
      ? {
          key: 'report',
          label: t('messaging.message.report'),
          run: () => props.onReport?.(message),
        }
      : null,
    props.onDelete && canDelete
      ? {
          key: 'delete',
          label: t('messaging.message.delete'),
          run: () => props.onDelete?.(message),
        }
      : null,
  ].filter((item) => item !== null);

  return (
    <li
      className={styles.item}
      data-mine={isMine || undefined}
      data-starts-group={startsGroup || undefined}
      data-ends-group={endsGroup || undefined}
      data-status={message.status}
      data-message-ts={isLocal ? undefined : message.message_ts}
      aria-label={
        startsGroup ? undefined : `${message.user.name}, ${timeOf(message.message_ts, locale)}`
      }
    >
      <div className={styles.avatar}>
        {startsGroup && !isMine ? (
          <Avatar name={message.user.name} urls={message.user.avatar_urls} size={32} />
        ) : null}
      </div>
      <div className={styles.main}>
        {startsGroup ? (
          <p className={styles.meta}>
            <span className={styles.author}>
              {isMine ? t('messaging.message.you') : message.user.name}
            </span>{' '}
            <time dateTime={new Date(message.message_ts).toISOString()} className={styles.time}>
              {timeOf(message.message_ts, locale)}
            </time>
          </p>
        ) : null}
        <div className={styles.bubble} data-pinned={message.pinned_at ? true : undefined}>
          {message.pinned_at ? (
            <span className={styles.pinned}>
              <Icon name="bookmark" size={12} /> {t('messaging.thread.pinned')}
            </span>
          ) : null}
          <Body message={message} onOpenImage={props.onOpenImage} />
        </div>
        {message.status === 'sending' ? (
          <p className={styles.status} role="status">
            {t('messaging.message.sending')}
          </p>
        ) : null}
        {message.status === 'error' && message.client_id ? (
          <p className={styles.failed} role="alert">
            <span>{t('messaging.message.failed')}</span>
            <button
              type="button"
              className={screenStyles.textButton}
              onClick={() => props.onRetry(message.client_id ?? '')}
            >
              {t('messaging.message.retry')}
            </button>
            <button
              type="button"
              className={screenStyles.textButton}
              onClick={() => props.onDiscard(message.client_id ?? '')}
            >
              {t('messaging.message.discard')}
            </button>
          </p>
        ) : null}
        {!isLocal ? (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.action}
              aria-pressed={message.is_liked}
              aria-label={`${t(message.is_liked ? 'messaging.message.unlike' : 'messaging.message.like')}${message.reaction_count ? `, ${t('messaging.message.likes', { count: message.reaction_count })}` : ''}`}
              onClick={() => props.onLike(message, !message.is_liked)}
            >
              <Icon name="heart" size={16} />
              {message.reaction_count > 0 ? (
                <span aria-hidden="true">{message.reaction_count}</span>
              ) : null}
            </button>
            {props.onReply ? (
              <button
                type="button"
                className={styles.action}
                onClick={() => props.onReply?.(message)}
              >
                <Icon name="chat" size={16} />
                <span>
                  {message.reply_count > 0
                    ? `${t('messaging.message.viewReplies')} (${message.reply_count})`
                    : t('messaging.message.reply')}
                </span>
              </button>
            ) : null}
            {menuItems.length > 0 ? (
              <div className={styles.menuHost}>
                <button
                  type="button"
                  className={styles.action}
                  aria-expanded={isMenuOpen}
                  aria-controls={menuId}
                  aria-label={t('messaging.message.actions')}
                  onClick={() => setIsMenuOpen((open) => !open)}
                >
                  <Icon name="more" size={16} />
                </button>
                {isMenuOpen ? (
                  <ul id={menuId} className={styles.menu}>
                    {menuItems.map((item) => (
                      <li key={item.key}>
                        <button
                          type="button"
                          className={styles.menuItem}
                          onClick={() => {
                            setIsMenuOpen(false);
                            item.run();
                          }}
                        >
                          {item.label}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
