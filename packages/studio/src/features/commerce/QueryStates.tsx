import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error';
import { Button } from '../../ui/Button';
import { Pagination } from '../../ui/Pagination';
import { StateMessage } from '../../ui/StateMessage';
import styles from './commerce.module.css';

type Props<T> = {
  query: UseQueryResult<T>;
  /** The screen's words for "still loading" and "could not load". */
  loading: string;
  loadError: string;
  children: (data: T) => ReactNode;
};

/** A Commerce screen's data: the waiting state, the failure with its reason and a retry, then the screen. */
export function QueryStates<T>({ query, loading, loadError, children }: Props<T>) {
  const { t, i18n } = useTranslation();
  if (query.isPending) return <StateMessage tone="waiting" title={loading} />;
  if (query.isError) {
    return (
      <StateMessage
        tone="error"
        title={loadError}
        action={
          <Button onClick={() => void query.refetch()} isBusy={query.isFetching}>
            {t('common.retry')}
          </Button>
        }
      >
        {describeError(query.error, t, i18n.language)}
      </StateMessage>
    );
  }
  return children(query.data);
}

/** Who bought or subscribes: the name (or the email when there is none), the email under it. */
export function MemberCell({ member }: { member: { email: string; name: string | null } }) {
  return (
    <>
      {member.name ?? member.email}
      {member.name ? <div className={styles.muted}>{member.email}</div> : null}
    </>
  );
}

type RowActionsProps = {
  editLabel: string;
  removeLabel: string;
  editName: string;
  removeName: string;
  onEdit: () => void;
  onRemove: () => void;
};

/** A row's Edit and Delete / Remove, each named for the row it acts on ("Edit SPRING5"). */
export function RowActions({
  editLabel,
  removeLabel,
  editName,
  removeName,
  onEdit,
  onRemove,
}: RowActionsProps) {
  return (
    <div className={styles.actions}>
      <Button aria-label={editName} onClick={onEdit}>
        {editLabel}
      </Button>
      <Button aria-label={removeName} onClick={onRemove}>
        {removeLabel}
      </Button>
    </div>
  );
}

type ListResultsProps = {
  /** The rows of this page; none shows the empty state (or "no match" while a search or filter is on). */
  count: number;
  isFiltered: boolean;
  onClearFilter: () => void;
  words: { noMatch: string; emptyTitle: string; emptyBody: string; caption: string };
  /** Still showing the last page while the next one loads. */
  isBusy: boolean;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The table's head and body. */
  children: ReactNode;
};

/** An orders or subscriptions page: its empty states, or a captioned table in a scrolling box, then the pager. */
export function ListResults({
  count,
  isFiltered,
  onClearFilter,
  words,
  isBusy,
  page,
  pageCount,
  onPageChange,
  children,
}: ListResultsProps) {
  const { t } = useTranslation();
  const captionId = useId();
  if (count === 0) {
    return isFiltered ? (
      <StateMessage
        tone="empty"
        title={words.noMatch}
        action={<Button onClick={onClearFilter}>{t('commerce.common.clearSearch')}</Button>}
      />
    ) : (
      <StateMessage tone="empty" title={words.emptyTitle}>
        {words.emptyBody}
      </StateMessage>
    );
  }
  return (
    <>
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={isBusy || undefined}>
          <caption id={captionId}>{words.caption}</caption>
          {children}
        </table>
      </div>
      {pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
      ) : null}
    </>
  );
}
