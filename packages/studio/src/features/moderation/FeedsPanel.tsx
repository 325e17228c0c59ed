import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createStudioFeedContract,
  studioSendMessageContract,
} from '@tessera/core/api/studio-messaging';
import { MESSAGING_LIMITS } from '@tessera/core/constants';
import type { MessageThread } from '@tessera/core/entities/messaging';
import { plainMessageText } from '@tessera/core/messaging/rules';
import { describeError } from '../../app/describe-error';
import { studioApi } from '../../app/studio-api';
import { Button } from '../../ui/Button';
import { InlineAlert } from '../../ui/InlineAlert';
import { StateMessage } from '../../ui/StateMessage';
import { feedPostsQuery, feedsQuery } from './moderation-queries';
import styles from './ModerationScreen.module.css';

/** One feed: a post box (the owner writes as the app) and its latest posts. */
function Feed({ appId, feed }: { appId: string; feed: MessageThread }) {
  const { t, i18n } = useTranslation();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const posts = useQuery(feedPostsQuery(appId, feed.id));
  const client = useQueryClient();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const post = useMutation({
    mutationFn: (message: string) =>
      studioApi(studioSendMessageContract, {
        params: { appId, threadId: feed.id },
        body: { messages: [{ message_type: 'message', message, client_id: crypto.randomUUID() }] },
      }),
    onSuccess: () => {
      setText('');
      void client.invalidateQueries({ queryKey: ['moderation', appId, 'feed', feed.id] });
    },
    onError: (error) => setProblem(describeError(error, t, i18n.language)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (text.trim()) post.mutate(text.trim());
  };
  return (
    <li className={styles.feed}>
      <h3 className={styles.feedTitle}>{feed.title}</h3>
      <form className={styles.postForm} onSubmit={submit}>
        <label htmlFor={fieldId} className={styles.label}>
          {t('moderation.feeds.postLabel', { feed: feed.title })}
        </label>
        <textarea
          id={fieldId}
          className={styles.textarea}
          rows={3}
          value={text}
          maxLength={MESSAGING_LIMITS.messageLength}
          onChange={(event) => setText(event.target.value)}
        />
        {problem ? <InlineAlert>{problem}</InlineAlert> : null}
        <Button
          type="submit"
          variant="primary"
          isBusy={post.isPending}
          isUnavailable={!text.trim()}
        >
          {t('moderation.feeds.post')}
        </Button>
      </form>
      {posts.isPending ? (
        <p role="status">{t('moderation.feeds.loadingPosts')}</p>
      ) : posts.isError ? (
        <InlineAlert>{describeError(posts.error, t, i18n.language)}</InlineAlert>
      ) : posts.data.messages.length === 0 ? (
        <p className={styles.muted}>{t('moderation.feeds.noPosts')}</p>
      ) : (
        <ul className={styles.posts}>
          {posts.data.messages.slice(0, 5).map((message) => (
            <li key={message.message_ts} className={styles.postItem}>
              <span dir="auto">{plainMessageText(message.message)}</span>
              <span className={styles.muted}>
                {date.format(new Date(message.message_ts))} ·{' '}
                {t('moderation.feeds.stats', {
                  likes: message.reaction_count,
                  comments: message.reply_count,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The app's feeds: members read and comment, the owner posts as the app. */
export function FeedsPanel({ appId }: { appId: string }) {
  const { t, i18n } = useTranslation();
  const feeds = useQuery(feedsQuery(appId));
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const titleId = useId();
  const create = useMutation({
    mutationFn: (name: string) =>
      studioApi(createStudioFeedContract, { params: { appId }, body: { title: name } }),
    onSuccess: () => {
      setTitle('');
      void client.invalidateQueries({ queryKey: ['moderation', appId, 'feeds'] });
    },
  });
  return (
    <section className={styles.panel} aria-labelledby="moderation-feeds">
      <h2 id="moderation-feeds" className={styles.panelTitle}>
        {t('moderation.feeds.title')}
      </h2>
      <form
        className={styles.newFeed}
        onSubmit={(event) => {
          event.preventDefault();
          if (title.trim()) create.mutate(title.trim());
        }}
      >
        <label htmlFor={titleId} className={styles.label}>
          {t('moderation.feeds.newLabel')}
        </label>
        <input
          id={titleId}
          className={styles.input}
          value={title}
          maxLength={MESSAGING_LIMITS.titleLength}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" isBusy={create.isPending} isUnavailable={!title.trim()}>
          {t('moderation.feeds.create')}
        </Button>
      </form>
      {create.isError ? (
        <InlineAlert>{describeError(create.error, t, i18n.language)}</InlineAlert>
      ) : null}
      {feeds.isPending ? (
        <StateMessage tone="waiting" title={t('moderation.feeds.loading')} />
      ) : feeds.isError ? (
        <StateMessage
          tone="error"
          title={t('moderation.feeds.loadError')}
          action={<Button onClick={() => void feeds.refetch()}>{t('common.retry')}</Button>}
        />
      ) : feeds.data.threads.length === 0 ? (
        <StateMessage tone="empty" title={t('moderation.feeds.empty')} />
      ) : (
        <ul className={styles.feeds}>
          {feeds.data.threads.map((feed) => (
            <Feed key={feed.id} appId={appId} feed={feed} />
          ))}
        </ul>
      )}
    </section>
  );
}
