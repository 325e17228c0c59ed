import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError as describeStudioError } from '../../app/describe-error';
import { Button } from '../Button';
import { StateMessage } from '../StateMessage';

/** The studio's way of putting a failed call into words (`describeError`, or a feature's own such as `describeFormError`). */
export type DescribeError = (error: unknown, t: TFunction, language: string) => string;

/** What the states read of a query (a `useQuery` result fits). */
export type QueryState<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

type Props<T> = {
  query: QueryState<T>;
  /** The screen's words for "still loading" and "could not load". */
  loading: string;
  loadError: string;
  /** Puts the failure into words; the studio's `describeError` unless a feature has its own. */
  describeError?: DescribeError;
  children: (data: T) => ReactNode;
};

/** A screen's data: the waiting state, the failure with its reason and a retry, then what it shows. */
export function QueryStates<T>({
  query,
  loading,
  loadError,
  describeError = describeStudioError,
  children,
}: Props<T>) {
  const { t, i18n } = useTranslation();
  if (query.isPending) return <StateMessage tone="waiting" title={loading} />;
  if (query.isError || query.data === undefined) {
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
