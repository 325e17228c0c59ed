import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ThreadListType } from '@tessera/core/api/messages';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { Avatar } from '../../../ui/Avatar';
import { useAuthStore } from '../../auth/auth-store';
import { useLiveChannel } from '../live/use-live';
import { messagingKeys, usePeopleSearch, useThreads } from '../messaging-queries';
import { ErrorState, screenStyles, useScreenTitle } from '../Screen';
import { ThreadList } from '../ThreadList';
import styles from './styles.module.css';

const TABS: { type: ThreadListType; key: string }[] = [
  { type: 'chats', key: 'messaging.tabs.chats' },
  { type: 'feeds', key: 'messaging.tabs.feeds' },
];

function PeopleSearch({ isGroup, onCancelGroup }: { isGroup: boolean; onCancelGroup: () => void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const fieldId = useId();
  const people = usePeopleSearch(term);
  const navigate = useNavigate();
  const shown =
    term.trim() || isGroup
      ? (people.data ?? []).filter((person) => person.can_message && !person.is_blocked)
      : [];

  return (
    <section className={styles.search} aria-labelledby={`${fieldId}-label`}>
      <label id={`${fieldId}-label`} htmlFor={fieldId} className={styles.label}>
        {isGroup ? t('messaging.start.groupMembers') : t('messaging.start.search')}
      </label>
      <div className={styles.searchField}>
        <Icon name="search" size={18} />
        <input
          id={fieldId}
          type="search"
          value={term}
          maxLength={100}
          placeholder={t('messaging.start.searchHint')}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      <p className={visuallyHiddenClass} role="status" aria-live="polite">
        {people.isFetching
          ? t('messaging.start.searching')
          : term.trim() && shown.length === 0
            ? t('messaging.start.none', { term: term.trim() })
            : ''}
      </p>
      {term.trim() && !people.isFetching && shown.length === 0 ? (
        <p className={styles.none}>{t('messaging.start.none', { term: term.trim() })}</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.people}>
          {shown.map((person) => (
            <li key={person.id}>
              {isGroup ? (
                <label className={styles.person}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(person.id)}
                    onChange={(event) =>
                      setChosen((held) =>
                        event.target.checked
                          ? [...held, person.id]
                          : held.filter((id) => id !== person.id),
                      )
                    }
                  />
                  <Avatar name={person.name} urls={person.avatar_urls} size={36} />
                  <span>{person.name}</span>
                </label>
              ) : (
                <button
                  type="button"
                  className={styles.person}
                  onClick={() =>
                    void navigate(`/me/messages/new?users=${encodeURIComponent(person.id)}`)
                  }
                >
                  <Avatar name={person.name} urls={person.avatar_urls} size={36} />
                  <span>{person.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {isGroup ? (
        <div className={styles.groupActions}>
          <span>{t('messaging.start.selected', { count: chosen.length })}</span>
          <button type="button" className={screenStyles.secondary} onClick={onCancelGroup}>
            {t('messaging.thread.cancel')}
          </button>
          <button
            type="button"
            className={screenStyles.primary}
            disabled={chosen.length < 2}
            onClick={() => void navigate(`/me/messages/new?users=${chosen.join(',')}`)}
          >
            {t('messaging.start.create')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The Messages screen (`/me/messages`): chats and feeds, new messages live, and people to write to. */
export function InboxScreen() {
  const { t } = useTranslation();
  const [type, setType] = useState<ThreadListType>('chats');
  const [isGroup, setIsGroup] = useState(false);
  const user = useAuthStore((state) => state.user);
  const threads = useThreads(type);
  const client = useQueryClient();
  const tabsId = useId();
  useScreenTitle(t('messaging.title'));
  // A new message anywhere, a read on another device, being added or removed: the list follows.
  useLiveChannel(
    user?.global_events_channel ?? null,
    () => void client.invalidateQueries({ queryKey: messagingKeys.allThreads }),
  );

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('messaging.title')}</h1>
        {type === 'chats' && !isGroup ? (
          <button type="button" className={screenStyles.secondary} onClick={() => setIsGroup(true)}>
            {t('messaging.start.newGroup')}
          </button>
        ) : null}
      </header>
      <div className={styles.tabs} role="tablist" aria-label={t('messaging.tabs.label')}>
        {TABS.map((tab) => (
          <button
            key={tab.type}
            type="button"
            role="tab"
            id={`${tabsId}-${tab.type}`}
            aria-selected={type === tab.type}
            aria-controls={`${tabsId}-panel`}
            className={styles.tab}
            onClick={() => setType(tab.type)}
          >
            {t(tab.key)}
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${type}`}>
        {type === 'chats' ? (
          <PeopleSearch
            key={String(isGroup)}
            isGroup={isGroup}
            onCancelGroup={() => setIsGroup(false)}
          />
        ) : null}
        {threads.isPending ? (
          <p className={styles.loading} role="status">
            {t('messaging.loading')}
          </p>
        ) : threads.isError ? (
          <ErrorState error={threads.error} onRetry={() => void threads.refetch()} />
        ) : threads.data.threads.length === 0 ? (
          <div className={screenStyles.state}>
            <p className={screenStyles.title}>{t('messaging.list.empty')}</p>
            {type === 'chats' ? (
              <p className={screenStyles.muted}>{t('messaging.list.emptyHint')}</p>
            ) : null}
          </div>
        ) : (
          <ThreadList threads={threads.data.threads} myId={user?.id ?? null} />
        )}
      </div>
    </div>
  );
}
