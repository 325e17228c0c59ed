import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { myActivityContract, type MyActivityItem } from '@tessera/core/api/activity';
import { api } from '../../app/api/api';
import { PageError, PageLoading } from '../../ui/StatusScreen';
import styles from './MyActivity.module.css';

const KNOWN_KINDS = [
  'form_submitted',
  'form_viewed',
  'video_started',
  'video_watched',
  'checkout_completed',
  'app_downloaded',
];

function Line({ item }: { item: MyActivityItem }) {
  const { t } = useTranslation();
  if (item.activity_type === 'page_viewed') {
    if (!item.page?.title) return <>{t('myContent.activity.viewedPage')}</>;
    return item.page.path ? (
      <Link to={item.page.path}>{t('myContent.activity.viewed', { title: item.page.title })}</Link>
    ) : (
      <>{t('myContent.activity.viewed', { title: item.page.title })}</>
    );
  }
  return (
    <>
      {t(
        `myContent.activity.kinds.${KNOWN_KINDS.includes(item.activity_type) ? item.activity_type : 'other'}`,
      )}
    </>
  );
}

/** My content → Activity (SPEC §2): the member's own history from the server, and their last 30 days in numbers. */
export function MyActivity() {
  const { t, i18n } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: ['activity', 'mine'],
    queryFn: ({ pageParam }) =>
      api(myActivityContract, { query: pageParam ? { before: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError onRetry={() => void query.refetch()} />;
  const [first] = query.data.pages;
  const items = query.data.pages.flatMap((page) => page.items);
  const number = new Intl.NumberFormat(i18n.language);
  const minutes = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const totals = first!.last_30_days;
  return (
    <div className={styles.activity}>
      <section aria-labelledby="my-activity-last30">
        <h2 id="my-activity-last30" className={styles.heading}>
          {t('myContent.activity.last30')}
        </h2>
        <dl className={styles.totals}>
          <div>
            <dt>{t('myContent.activity.sessions')}</dt>
            <dd>{number.format(totals.sessions)}</dd>
          </div>
          <div>
            <dt>{t('myContent.activity.timeInApp')}</dt>
            <dd>{minutes.format(Math.round(totals.time_in_app_ms / 60_000))}</dd>
          </div>
          <div>
            <dt>{t('myContent.activity.pageViews')}</dt>
            <dd>{number.format(totals.page_views)}</dd>
          </div>
          <div>
            <dt>{t('myContent.activity.completions')}</dt>
            <dd>{number.format(totals.completions)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="my-activity-history">
        <h2 id="my-activity-history" className={styles.heading}>
          {t('myContent.activity.history')}
        </h2>
        {items.length === 0 ? (
          <p className={styles.empty}>{t('myContent.activity.empty')}</p>
        ) : (
          <ol className={styles.list}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.what}>
                  <Line item={item} />
                </span>
                <time className={styles.when} dateTime={item.ts}>
                  {when.format(new Date(item.ts))}
                </time>
              </li>
            ))}
          </ol>
        )}
        {query.hasNextPage ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {t('myContent.activity.more')}
          </button>
        ) : null}
      </section>
    </div>
  );
}
