import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatMoney } from '@tessera/core/commerce/money';
import { SelectField } from '@tessera/ui/SelectField';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ScreenIntro } from '../../../ui/ScreenIntro';
import { StateMessage } from '../../../ui/StateMessage';
import { revenueQuery, type Granularity } from '../commerce-queries';
import { QueryStates } from '../QueryStates';
import commerce from '../commerce.module.css';
import { CHART_COLOURS, RevenueChart } from './RevenueChart';
import styles from './RevenueScreen.module.css';

/** How far back each view looks: a month of days, half a year of weeks, a year of months. */
const RANGES: Record<Granularity, number> = { day: 30, week: 26, month: 12 };

/**
 * `/apps/:appId/commerce/revenue`: money in and refunds out over time, in the app's currency. The
 * chart (uPlot, loaded with this screen only) has its figures in a table beside it for anyone who
 * cannot see it.
 */
export function RevenueScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const captionId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('commerce.revenue.title'), app?.name);
  const [granularity, setGranularity] = useState<Granularity>('day');
  const revenue = useQuery(revenueQuery(appId, granularity, RANGES[granularity]));
  const data = revenue.data;
  const money = (amount: number) => formatMoney(amount, data?.currency ?? 'USD', i18n.language);
  const sum = (key: 'gross' | 'refunds' | 'net' | 'orders') =>
    data?.points.reduce((total, point) => total + point[key], 0) ?? 0;
  const count = new Intl.NumberFormat(i18n.language);
  // Periods are UTC days, as the server counts them.
  const periodDate = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const labels = { net: t('commerce.revenue.net'), refunds: t('commerce.revenue.refunds') };

  return (
    <section aria-labelledby={titleId} className={commerce.screen}>
      <ScreenIntro
        id={titleId}
        title={t('commerce.revenue.title')}
        lead={t('commerce.revenue.lead')}
        action={
          <SelectField
            label={t('commerce.revenue.granularity')}
            value={granularity}
            onChange={(event) => setGranularity(event.target.value as Granularity)}
            options={(['day', 'week', 'month'] as const).map((value) => ({
              value,
              label: t(`commerce.revenue.ranges.${value}`),
            }))}
          />
        }
      />
      <QueryStates
        query={revenue}
        loading={t('commerce.revenue.loading')}
        loadError={t('commerce.revenue.loadError')}
      >
        {(data) => (
          <>
            <dl className={styles.totals} aria-busy={revenue.isPlaceholderData || undefined}>
              <div className={styles.total}>
                <dt>{t('commerce.revenue.gross')}</dt>
                <dd>{money(sum('gross'))}</dd>
              </div>
              <div className={styles.total}>
                <dt>{t('commerce.revenue.refunds')}</dt>
                <dd>{money(sum('refunds'))}</dd>
              </div>
              <div className={styles.total}>
                <dt>{t('commerce.revenue.net')}</dt>
                <dd>{money(sum('net'))}</dd>
              </div>
              <div className={styles.total}>
                <dt>{t('commerce.revenue.orders')}</dt>
                <dd>{count.format(sum('orders'))}</dd>
              </div>
            </dl>
            {sum('orders') === 0 && sum('refunds') === 0 ? (
              <StateMessage tone="empty" title={t('commerce.revenue.emptyTitle')}>
                {t('commerce.revenue.emptyBody')}
              </StateMessage>
            ) : (
              <>
                <ul className={styles.legend} aria-hidden="true">
                  <li>
                    <span className={styles.swatch} style={{ background: CHART_COLOURS.net }} />
                    {labels.net}
                  </li>
                  <li>
                    <span className={styles.swatch} style={{ background: CHART_COLOURS.refunds }} />
                    {labels.refunds}
                  </li>
                </ul>
                <RevenueChart
                  points={data.points}
                  currency={data.currency}
                  language={i18n.language}
                  labels={labels}
                  summary={t('commerce.revenue.chartSummary', {
                    net: money(sum('net')),
                    refunds: money(sum('refunds')),
                    periods: count.format(data.points.length),
                  })}
                />
              </>
            )}
            <details className={styles.details}>
              <summary>{t('commerce.revenue.showTable')}</summary>
              <div
                className={commerce.scroller}
                role="region"
                aria-labelledby={captionId}
                tabIndex={0}
              >
                <table className={commerce.table}>
                  <caption id={captionId}>{t('commerce.revenue.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('commerce.revenue.period')}</th>
                      <th scope="col" className={commerce.number}>
                        {t('commerce.revenue.gross')}
                      </th>
                      <th scope="col" className={commerce.number}>
                        {t('commerce.revenue.refunds')}
                      </th>
                      <th scope="col" className={commerce.number}>
                        {t('commerce.revenue.net')}
                      </th>
                      <th scope="col" className={commerce.number}>
                        {t('commerce.revenue.orders')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...data.points].reverse().map((point) => (
                      <tr key={point.period}>
                        <th scope="row">
                          <time dateTime={point.period}>
                            {periodDate.format(new Date(`${point.period}T00:00:00Z`))}
                          </time>
                        </th>
                        <td className={commerce.number}>{money(point.gross)}</td>
                        <td className={commerce.number}>{money(point.refunds)}</td>
                        <td className={commerce.number}>{money(point.net)}</td>
                        <td className={commerce.number}>{count.format(point.orders)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </QueryStates>
    </section>
  );
}
