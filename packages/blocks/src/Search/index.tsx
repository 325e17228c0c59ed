import { useId, useState } from 'react';
import type { ContentItem } from '@tessera/core/api/content';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useBlockContext } from '../BlockContext';
import { searchContent } from '../lib/block-api';
import { useBlockMessages } from '../lib/i18n';
import { useBlockRequest, useDebouncedValue } from '../lib/use-block-request';
import type { BlockRendererProps } from '../types';
import { searchMessages } from './messages';
import shared from '../lib/shared.module.css';
import styles from './styles.module.css';
import { sizedImgProps } from '@tessera/core/media/responsive-image';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Shorter queries match nearly everything; nothing is sent until the member types this many characters. */
export const SEARCH_MIN_LENGTH = 2;

function Result({ item }: { item: ContentItem }) {
  const { Link } = useBlockContext();
  return (
    <Link href={item.path} className={styles.result}>
      {item.image ? (
        <img className={styles.thumb} src={item.image} {...sizedImgProps(item.image, '44px')} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={`${styles.thumb} ${styles.placeholder}`} aria-hidden="true">
          {item.title.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <span className={styles.body}>
        <span className={styles.title}>{item.title}</span>
        {item.description ? <span className={styles.description}>{item.description}</span> : null}
      </span>
    </Link>
  );
}

/**
 * A search box over one kind of page. Typing is debounced, the previous request is cancelled,
 * and the count of results is announced through a polite live region; results link to the pages.
 */
export default function Search({ props }: BlockRendererProps<'search_block'>) {
  const { content_type, limit, placeholder } = props;
  const { fetchJson } = useBlockContext();
  const { t } = useBlockMessages(searchMessages);
  const inputId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const isSearchable = query.length >= SEARCH_MIN_LENGTH;
  const request = useBlockRequest(fetchJson && isSearchable ? JSON.stringify([content_type, limit, query]) : null, (signal) =>
    searchContent(fetchJson!, { contentType: content_type, q: query, limit, signal }),
  );

  let status = '';
  if (isSearchable && !fetchJson) status = t('unavailable');
  else if (request.status === 'loading') status = t('searching');
  else if (request.status === 'error') status = t('error');
  else if (request.status === 'done') {
    status = request.data.items.length === 0 ? t('none', { query }) : t('results', { count: request.data.total_count });
  }

  return (
    <div className={styles.search}>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className={visuallyHiddenClass}>
          {placeholder || t('label')}
        </label>
        <Icon name="search" size={20} className={styles.icon} />
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder || t('placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
      </form>
      <p className={status ? styles.status : visuallyHiddenClass} role="status" aria-live="polite">
        {status}
      </p>
      {request.status === 'error' ? (
        <button type="button" className={styles.retry} onClick={request.retry}>
          {t('retry')}
        </button>
      ) : null}
      {request.status === 'done' && request.data.items.length > 0 ? (
        <ul className={shared.listCard} aria-label={t('label')}>
          {request.data.items.slice(0, limit).map((item) => (
            <li key={item.page_id}>
              <Result item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
