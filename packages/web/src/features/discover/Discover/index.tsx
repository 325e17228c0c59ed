import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentListContract } from '@tessera/core/api/content';
import type { PageContentType } from '@tessera/core/entities/page';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { api } from '../../../app/api/api';
import { useScreenSetup } from '../../account/Account/use-screen-setup';
import { PageList } from '../../pages/templates/PageList';
import { PageError, PageLoading } from '../../../ui/StatusScreen';
import styles from './styles.module.css';

/** The kinds of content a member browses; the others are parts of these (exercises, forms, occurrences). */
export const discoverKinds = ['program', 'workout', 'article', 'meal', 'collection', 'pack'] as const satisfies readonly PageContentType[];
type Kind = (typeof discoverKinds)[number];

/** Typing pauses this long before a search is sent (as the search block). */
export const DISCOVER_DEBOUNCE_MS = 300;
/** Shorter queries match nearly everything: below this the kind is browsed instead. */
const MIN_QUERY_LENGTH = 2;
const LIMIT = 24;

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * `/me/discover` (SPEC §2 "discover"): the app's published content of one kind, browsed in the
 * owner's order or searched by title and description (`GET /content/{type}?q=`). Open to guests:
 * each page says itself whether it is locked.
 */
export function DiscoverScreen() {
  const { t } = useTranslation();
  const title = t('discover.title');
  useScreenSetup(title);
  const inputId = useId();
  const [kind, setKind] = useState<Kind>('program');
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim(), DISCOVER_DEBOUNCE_MS);
  const q = typed.length >= MIN_QUERY_LENGTH ? typed : undefined;
  const query = useQuery({
    queryKey: ['discover', kind, q ?? null],
    queryFn: ({ signal }) => api(contentListContract, { params: { contentType: kind }, query: { limit: LIMIT, ...(q ? { q } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
  });

  let status = '';
  if (query.isSuccess && !query.isPlaceholderData) {
    status = query.data.items.length === 0 ? (q ? t('discover.none', { query: q }) : t('discover.empty')) : t('discover.results', { count: query.data.total_count });
  }

  let body;
  if (query.isPending) body = <PageLoading />;
  else if (query.isError) body = <PageError onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0) body = null;
  else
    body = (
      <div className={query.isPlaceholderData ? styles.stale : undefined} aria-busy={query.isPlaceholderData}>
        <PageList title={t(`discover.kinds.${kind}`)} pages={query.data.items} variant="cards" isTitleHidden />
      </div>
    );

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={visuallyHiddenClass}>
          {t('discover.search')}
        </label>
        <Icon name="search" size={20} className={styles.icon} />
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('discover.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
      </form>
      <div className={styles.kinds} role="group" aria-label={t('discover.kind')}>
        {discoverKinds.map((value) => (
          <button key={value} type="button" className={styles.kind} aria-pressed={value === kind} onClick={() => setKind(value)}>
            {t(`discover.kinds.${value}`)}
          </button>
        ))}
      </div>
      {/* The count is said, not shown; "nothing here" is both. */}
      <p className={query.isSuccess && query.data.items.length === 0 ? styles.empty : visuallyHiddenClass} role="status" aria-live="polite">
        {status}
      </p>
      {body}
    </div>
  );
}
