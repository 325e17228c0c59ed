import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  ANALYTICS_RANGES,
  lastDays,
  MAX_ANALYTICS_DAYS,
  type Granularity,
} from '@tessera/core/analytics/periods';
import {
  analyticsContract,
  ANALYTICS_MEASURES,
  type AnalyticsMeasure,
  type AnalyticsPoint,
} from '@tessera/core/api/studio-insights';
import { currencyMinorUnit, formatMoney } from '@tessera/core/commerce/money';
import { SelectField } from '@tessera/ui/SelectField';
import { TextField } from '@tessera/ui/TextField';
import { describeError } from '../../app/describe-error';
import { studioApi } from '../../app/studio-api';
import { appsQuery } from '../../app/studio-queries';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/Button';
import { ScreenIntro } from '../../ui/ScreenIntro';
import { PeriodTable, PeriodTotals } from '../../ui/PeriodFigures';
import { PeriodChart } from '../../ui/PeriodFigures/PeriodChart';
import { StateMessage } from '../../ui/StateMessage';
import { saveFile } from '../../app/save-file';
import { analyticsCsv } from './analytics-csv';
import table from '../../ui/DataTable/styles.module.css';
import styles from './AnalyticsScreen.module.css';
import { durationFormatter } from './format-duration';

const SERIES_COLOUR = '#5c29d3';

type RangeChoice = `${(typeof ANALYTICS_RANGES)[number]}` | 'custom';
/** Today's numbers are computed from raw rows: asking again this often keeps them live. */
const LIVE_REFRESH_MS = 30_000;

export function analyticsQuery(
  appId: string,
  range: { from: string; to: string },
  granularity: Granularity,
) {
  return {
    queryKey: ['studio', 'apps', appId, 'analytics', range.from, range.to, granularity],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      studioApi(
        analyticsContract,
        { params: { appId }, query: { ...range, granularity } },
        { signal },
      ),
  };
}

/**
 * `/apps/:appId/analytics`: active members, sessions and time in app, page views and completions,
 * sign-ups, installs and revenue over 7, 30 or 90 days or a chosen range, per day, week or month.
 * The chart shows one measure; the table under it has every figure (and is what CSV exports).
 */
export function AnalyticsScreen() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const pagesCaptionId = useId();
  const { appId = '' } = useParams();
  const app = useQuery(appsQuery).data?.apps.find((candidate) => candidate.id === appId);
  useDocumentTitle(t('insights.analytics.title'), app?.name);
  const [choice, setChoice] = useState<RangeChoice>('30');
  const [custom, setCustom] = useState(() => lastDays(30, new Date()));
  const [granularity, setGranularity] = useState<Granularity>('day');
  const [measure, setMeasure] = useState<AnalyticsMeasure>('active_members');
  const range = choice === 'custom' ? custom : lastDays(Number(choice), new Date());
  const customError =
    choice !== 'custom'
      ? undefined
      : !custom.from || !custom.to || custom.from > custom.to
        ? t('insights.analytics.rangeOrder')
        : (Date.parse(custom.to) - Date.parse(custom.from)) / 86_400_000 >= MAX_ANALYTICS_DAYS
          ? t('insights.analytics.rangeTooLong', { days: MAX_ANALYTICS_DAYS })
          : undefined;
  const isLive = range.to >= new Date().toISOString().slice(0, 10);
  const query = useQuery({
    ...analyticsQuery(appId, range, granularity),
    enabled: !customError,
    placeholderData: keepPreviousData,
    refetchInterval: isLive ? LIVE_REFRESH_MS : false,
  });
  const data = query.data;
  const currency = data?.currency ?? 'USD';
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const format = useMemo(() => {
    const duration = durationFormatter(i18n.language);
    return (key: AnalyticsMeasure) => (value: number) =>
      key === 'revenue'
        ? formatMoney(value, currency, i18n.language)
        : key === 'time_in_app_ms'
          ? duration(value)
          : number.format(value);
  }, [currency, i18n.language, number]);
  const chartFormat = useMemo(() => {
    const scaled = format(measure);
    const scale = measure === 'revenue' ? 10 ** currencyMinorUnit(currency) : 1;
    return (value: number) => scaled(value * scale);
  }, [format, measure, currency]);
  const measureLabel = (key: AnalyticsMeasure) => t(`insights.analytics.measures.${key}`);
  const chartValues = useMemo(
    () =>
      data?.points.map((p) =>
        measure === 'revenue' ? p.revenue / 10 ** currencyMinorUnit(currency) : p[measure],
      ) ?? [],
    [data, measure, currency],
  );
  const periods = useMemo(() => data?.points.map((p) => p.period) ?? [], [data]);

  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <ScreenIntro
        id={titleId}
        title={t('insights.analytics.title')}
        lead={t('insights.analytics.lead')}
        action={
          <Button
            isUnavailable={!data}
            onClick={() =>
              data &&
              saveFile(
                analyticsCsv(data.points, 10 ** currencyMinorUnit(currency)),
                `analytics-${range.from}-${range.to}.csv`,
              )
            }
          >
            {t('insights.analytics.exportCsv')}
          </Button>
        }
      />
      <div className={styles.controls}>
        <SelectField
          label={t('insights.analytics.range')}
          value={choice}
          onChange={(event) => setChoice(event.target.value as RangeChoice)}
          options={[
            ...ANALYTICS_RANGES.map((days) => ({
              value: String(days),
              label: t('insights.analytics.lastDays', { count: days }),
            })),
            { value: 'custom', label: t('insights.analytics.custom') },
          ]}
        />
        {choice === 'custom' ? (
          <>
            <TextField
              label={t('insights.analytics.from')}
              type="date"
              value={custom.from}
              max={custom.to}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
              error={customError}
            />
            <TextField
              label={t('insights.analytics.to')}
              type="date"
              value={custom.to}
              min={custom.from}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
            />
          </>
        ) : null}
        <SelectField
          label={t('insights.analytics.granularity')}
          value={granularity}
          onChange={(event) => setGranularity(event.target.value as Granularity)}
          options={(['day', 'week', 'month'] as const).map((value) => ({
            value,
            label: t(`insights.analytics.granularities.${value}`),
          }))}
        />
      </div>
      {customError ? null : query.isPending ? (
        <StateMessage tone="waiting" title={t('insights.analytics.loading')} />
      ) : query.isError ? (
        <StateMessage
          tone="error"
          title={t('insights.analytics.loadError')}
          action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        >
          {describeError(query.error, t, i18n.language)}
        </StateMessage>
      ) : data ? (
        <>
          <PeriodTotals
            isBusy={query.isPlaceholderData}
            totals={ANALYTICS_MEASURES.map((key) => ({
              label: measureLabel(key),
              value: format(key)(data.totals[key]),
            }))}
          />
          {isLive ? (
            <p className={styles.muted}>
              {t('insights.analytics.live', {
                time: new Date(data.generated_at).toLocaleTimeString(i18n.language),
              })}
            </p>
          ) : null}
          <div className={styles.chartHead}>
            <SelectField
              label={t('insights.analytics.chartMeasure')}
              value={measure}
              onChange={(event) => setMeasure(event.target.value as AnalyticsMeasure)}
              options={ANALYTICS_MEASURES.map((key) => ({ value: key, label: measureLabel(key) }))}
            />
          </div>
          <PeriodChart
            periods={periods}
            series={[{ label: measureLabel(measure), values: chartValues, colour: SERIES_COLOUR }]}
            language={i18n.language}
            format={chartFormat}
            summary={t('insights.analytics.chartSummary', {
              measure: measureLabel(measure),
              total: format(measure)(data.totals[measure]),
              count: data.points.length,
            })}
          />
          <PeriodTable
            showLabel={t('insights.analytics.showTable')}
            caption={t('insights.analytics.caption')}
            periodLabel={t('insights.analytics.period')}
            points={data.points}
            columns={ANALYTICS_MEASURES.map((key) => ({
              key,
              label: measureLabel(key),
              value: (point: AnalyticsPoint) => format(key)(point[key]),
            }))}
          />
          <h2 className={styles.subheading} id={pagesCaptionId}>
            {t('insights.analytics.topPages')}
          </h2>
          {data.top_pages.length === 0 ? (
            <p className={styles.muted}>{t('insights.analytics.noPages')}</p>
          ) : (
            <div
              className={table.scroller}
              role="region"
              aria-labelledby={pagesCaptionId}
              tabIndex={0}
            >
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('insights.analytics.page')}</th>
                    <th scope="col" className={table.number}>
                      {t('insights.analytics.measures.page_views')}
                    </th>
                    <th scope="col" className={table.number}>
                      {t('insights.analytics.measures.completions')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.top_pages.map((page) => (
                    <tr key={page.page_id}>
                      <th scope="row">
                        {page.title ?? t('insights.analytics.deletedPage')}
                        {page.path ? <div className={styles.muted}>{page.path}</div> : null}
                      </th>
                      <td className={table.number}>{number.format(page.views)}</td>
                      <td className={table.number}>{number.format(page.completions)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
