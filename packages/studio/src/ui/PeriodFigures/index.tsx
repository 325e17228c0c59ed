import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import table from '../DataTable/styles.module.css';
import styles from './styles.module.css';

/** The sums over the shown periods, as cards above the chart. */
export function PeriodTotals({
  totals,
  isBusy = false,
}: {
  totals: readonly { label: string; value: string }[];
  isBusy?: boolean;
}) {
  return (
    <dl className={styles.totals} aria-busy={isBusy || undefined} aria-live="polite">
      {totals.map((total) => (
        <div key={total.label} className={styles.total}>
          <dt>{total.label}</dt>
          <dd>{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type PeriodColumn<P> = { key: string; label: string; value: (point: P) => string };

type TableProps<P extends { period: string }> = {
  /** The disclosure's words (Show the figures). */
  showLabel: string;
  caption: string;
  /** The first column's heading (Period). */
  periodLabel: string;
  /** Oldest first, as the chart has them; the table lists the newest first. */
  points: readonly P[];
  columns: readonly PeriodColumn<P>[];
};

/** Every figure behind a chart, one row a period (newest first), in a table the owner opens. */
export function PeriodTable<P extends { period: string }>({
  showLabel,
  caption,
  periodLabel,
  points,
  columns,
}: TableProps<P>) {
  const { i18n } = useTranslation();
  const captionId = useId();
  // Periods are UTC days, as the server counts them.
  const periodDate = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (
    <details className={styles.details}>
      <summary>{showLabel}</summary>
      <div className={table.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={table.table}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{periodLabel}</th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={table.number}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point) => (
              <tr key={point.period}>
                <th scope="row">
                  <time dateTime={point.period}>
                    {periodDate.format(new Date(`${point.period}T00:00:00Z`))}
                  </time>
                </th>
                {columns.map((column) => (
                  <td key={column.key} className={table.number}>
                    {column.value(point)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
