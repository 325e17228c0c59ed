import { ANALYTICS_MEASURES, type AnalyticsPoint } from '@tessera/core/api/studio-insights';
import { toCsv } from '@tessera/core/csv';

/**
 * The analytics table as CSV (one row a period, one column a measure; revenue in major units),
 * for a spreadsheet. Pure, so the export is the table the owner sees.
 */
export function analyticsCsv(points: readonly AnalyticsPoint[], currencyScale: number): string {
  const rows = points.map((point) => [
    point.period,
    ...ANALYTICS_MEASURES.map((key) =>
      key === 'revenue'
        ? (point.revenue / currencyScale).toFixed(Math.log10(currencyScale))
        : String(point[key]),
    ),
  ]);
  return toCsv(['period', ...ANALYTICS_MEASURES], rows);
}
