import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Pagination } from '../../ui/Pagination';
import { QueryStates } from '../../ui/QueryStates';
import { StateMessage } from '../../ui/StateMessage';
import type { ListFilter } from './commerce-queries';
import styles from './commerce.module.css';
import { pageCount } from './use-list-filter';

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

type PagedListProps<T, R> = {
  /** Whose words: `commerce.orders.*` or `commerce.subscriptions.*`. */
  kind: 'orders' | 'subscriptions';
  query: UseQueryResult<T>;
  rowsOf: (data: T) => R[];
  totalOf: (data: T) => number;
  filter: ListFilter;
  show: (next: Partial<ListFilter>, options?: { isNewEntry?: boolean }) => void;
  /** The table's head and body for this page's rows. */
  children: (rows: R[]) => ReactNode;
};

/**
 * An orders or subscriptions page: loading and failure, the empty states (or "no match" while a
 * search or filter is on), or a captioned table in a scrolling box with the pager under it.
 */
export function PagedList<T, R>({
  kind,
  query,
  rowsOf,
  totalOf,
  filter,
  show,
  children,
}: PagedListProps<T, R>) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <QueryStates
      query={query}
      loading={t(`commerce.${kind}.loading`)}
      loadError={t(`commerce.${kind}.loadError`)}
    >
      {(data) => {
        const rows = rowsOf(data);
        if (rows.length === 0) {
          return filter.q || filter.status ? (
            <StateMessage
              tone="empty"
              title={t(`commerce.${kind}.noMatch`)}
              action={
                <Button onClick={() => show({ q: '', status: '' })}>
                  {t('commerce.common.clearSearch')}
                </Button>
              }
            />
          ) : (
            <StateMessage tone="empty" title={t(`commerce.${kind}.emptyTitle`)}>
              {t(`commerce.${kind}.emptyBody`)}
            </StateMessage>
          );
        }
        const pages = pageCount(totalOf(data));
        return (
          <>
            <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
              <table className={styles.table} aria-busy={query.isPlaceholderData || undefined}>
                <caption id={captionId}>{t(`commerce.${kind}.caption`)}</caption>
                {children(rows)}
              </table>
            </div>
            {pages > 1 ? (
              <Pagination
                page={filter.page}
                pageCount={pages}
                onPageChange={(page) => show({ page }, { isNewEntry: true })}
              />
            ) : null}
          </>
        );
      }}
    </QueryStates>
  );
}
