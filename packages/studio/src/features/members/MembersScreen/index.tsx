import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { MembersSkeleton } from '../MembersSkeleton';
import { MembersTable } from '../MembersTable';
import { Pagination } from '../../../ui/Pagination';
import { ScreenHeading } from '../../../ui/ScreenHeading';
import { SearchBox } from '../../../ui/SearchBox';
import { StateMessage } from '../../../ui/StateMessage';
import { describeError } from '../../../app/describe-error';
import { pageCount } from '../format';
import { appsQuery } from '../../../app/studio-queries';
import { membersQuery } from '../members-query';
import { useDocumentTitle } from '../../../app/use-document-title';
import styles from './styles.module.css';

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Members of one app. The term and page live in the address (?q=&page=), so a search can be
 * shared or reloaded, and Back steps through pages.
 */
export function MembersScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { appId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const term = searchParams.get('q')?.trim() ?? '';
  const page = parsePage(searchParams.get('page'));
  // What the search box shows; the term above is what was last searched for.
  const [draft, setDraft] = useState(term);
  const resultsRef = useRef<HTMLDivElement>(null);
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  const members = useQuery(membersQuery({ appId, term, page }));
  useDocumentTitle(t('members.title'), app?.name);
  const number = new Intl.NumberFormat(i18n.language);

  function show(next: { term: string; page: number }, { isNewEntry }: { isNewEntry: boolean }) {
    const params = new URLSearchParams();
    if (next.term) params.set('q', next.term);
    if (next.page > 1) params.set('page', String(next.page));
    // Typing replaces the entry (Back should not replay every keystroke); paging adds one.
    setSearchParams(params, { replace: !isNewEntry });
  }

  function clearSearch() {
    setDraft('');
    show({ term: '', page: 1 }, { isNewEntry: false });
  }

  const data = members.data;
  const total = data?.total_count ?? 0;
  const pages = data ? pageCount(data.total_count, data.per_page) : 1;

  return (
    <section aria-labelledby={titleId}>
      {/* The app's name and the way back to all apps are in the app's frame (AppLayout). */}
      <div className={styles.intro}>
        <ScreenHeading id={titleId}>{t('members.title')}</ScreenHeading>
      </div>
      <div className={styles.toolbar}>
        <SearchBox
          label={t('members.search')}
          hint={t('members.searchHint')}
          value={draft}
          onValueChange={setDraft}
          onSearch={(next) => {
            if (next !== term) show({ term: next, page: 1 }, { isNewEntry: false });
          }}
        />
        <p className={styles.summary} role="status">
          {data
            ? term
              ? t('members.matching', { count: total, formatted: number.format(total), term })
              : t('members.total', { count: total, formatted: number.format(total) })
            : null}
        </p>
      </div>
      {members.isPending ? (
        <MembersSkeleton label={t('members.loading')} />
      ) : members.isError ? (
        <StateMessage
          tone="error"
          title={t('members.error')}
          action={
            <Button onClick={() => void members.refetch()} isBusy={members.isFetching}>
              {t('common.retry')}
            </Button>
          }
        >
          {describeError(members.error, t, i18n.language)}
        </StateMessage>
      ) : members.data.items.length === 0 ? (
        members.data.total_count > 0 ? (
          <StateMessage
            tone="empty"
            title={t('members.pageEmpty')}
            action={<Button onClick={() => show({ term, page: 1 }, { isNewEntry: true })}>{t('members.firstPage')}</Button>}
          />
        ) : term ? (
          <StateMessage tone="empty" title={t('members.noMatch', { term })} action={<Button onClick={clearSearch}>{t('members.clearSearch')}</Button>}>
            {t('members.noMatchHint')}
          </StateMessage>
        ) : (
          <StateMessage tone="empty" title={t('members.noMembers')}>
            {t('members.noMembersHint')}
          </StateMessage>
        )
      ) : (
        <div ref={resultsRef} className={styles.results}>
          <MembersTable
            members={members.data.items}
            caption={app ? t('members.caption', { app: app.name }) : t('members.title')}
            isBusy={members.isPlaceholderData}
          />
          {pages > 1 ? (
            <Pagination
              page={page}
              pageCount={pages}
              onPageChange={(next) => {
                show({ term, page: next }, { isNewEntry: true });
                // The pager sits under a long table: bring the new page's first rows into view.
                resultsRef.current?.scrollIntoView?.({ block: 'start' });
              }}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
