import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currencyMinorUnit, formatMoney } from '@tessera/core/commerce/money';
import { SelectField } from '@tessera/ui/SelectField';
import { appsQuery } from '../../../app/studio-queries';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ScreenIntro } from '../../../ui/ScreenIntro';
import { PeriodTable, PeriodTotals } from '../../../ui/PeriodFigures';
import { PeriodChart } from '../../../ui/PeriodFigures/PeriodChart';
import { StateMessage } from '../../../ui/StateMessage';
import { revenueQuery, type Granularity } from '../commerce-queries';
import { QueryStates } from '../../../ui/QueryStates';
import commerce from '../commerce.module.css';

/** How far back each view looks: a month of days, half a year of weeks, a year of months. */
const RANGES: Record<Granularity, number> = { day: 30, week: 26, month: 12 };
const CHART_COLOURS = { net: '#5c29d3', refunds: '#b42318' };

/**
 * `/apps/:appId/commerce/revenue`: money in and refunds out over time, in the app's currency. The
 * chart (uPlot, loaded with this screen only) has its figures in a table beside it for anyone who
 * cannot see it.
 */
export function RevenueScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
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
  const scale = (currency: string) => 10 ** currencyMinorUnit(currency);

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
            <PeriodTotals
              isBusy={revenue.isPlaceholderData}
              totals={[
                { label: t('commerce.revenue.gross'), value: money(sum('gross')) },
                { label: t('commerce.revenue.refunds'), value: money(sum('refunds')) },
                { label: t('commerce.revenue.net'), value: money(sum('net')) },
                { label: t('commerce.revenue.orders'), value: count.format(sum('orders')) },
              ]}
            />
            {sum('orders') === 0 && sum('refunds') === 0 ? (
              <StateMessage tone="empty" title={t('commerce.revenue.emptyTitle')}>
                {t('commerce.revenue.emptyBody')}
              </StateMessage>
            ) : (
              <PeriodChart
                periods={data.points.map((point) => point.period)}
                series={[
                  {
                    label: t('commerce.revenue.net'),
                    colour: CHART_COLOURS.net,
                    values: data.points.map((point) => point.net / scale(data.currency)),
                  },
                  {
                    label: t('commerce.revenue.refunds'),
                    colour: CHART_COLOURS.refunds,
                    isLine: true,
                    values: data.points.map((point) => point.refunds / scale(data.currency)),
                  },
                ]}
                language={i18n.language}
                format={(value) =>
                  formatMoney(value * scale(data.currency), data.currency, i18n.language)
                }
                formatTick={(value) =>
                  new Intl.NumberFormat(i18n.language, {
                    style: 'currency',
                    currency: data.currency,
                    notation: 'compact',
                  }).format(value)
                }
                summary={t('commerce.revenue.chartSummary', {
                  net: money(sum('net')),
                  refunds: money(sum('refunds')),
                  periods: count.format(data.points.length),
                })}
              />
            )}
            <PeriodTable
              showLabel={t('commerce.revenue.showTable')}
              caption={t('commerce.revenue.caption')}
              periodLabel={t('commerce.revenue.period')}
              points={data.points}
              columns={[
                {
                  key: 'gross',
                  label: t('commerce.revenue.gross'),
                  value: (point) => money(point.gross),
                },
                {
                  key: 'refunds',
                  label: t('commerce.revenue.refunds'),
                  value: (point) => money(point.refunds),
                },
                {
                  key: 'net',
                  label: t('commerce.revenue.net'),
                  value: (point) => money(point.net),
                },
                {
                  key: 'orders',
                  label: t('commerce.revenue.orders'),
                  value: (point) => count.format(point.orders),
                },
              ]}
            />
          </>
        )}
      </QueryStates>
    </section>
  );
}
