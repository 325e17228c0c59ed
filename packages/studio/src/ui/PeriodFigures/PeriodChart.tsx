import { useEffect, useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './styles.module.css';

const HEIGHT = 280;

export type ChartSeries = {
  label: string;
  /** One value a period, in the unit `format` shows (money in major units). */
  values: readonly number[];
  colour: string;
  /** Drawn as a line over the bars (refunds over net revenue); bars otherwise. */
  isLine?: boolean;
};

type Props = {
  /** First days of the periods (UTC, `YYYY-MM-DD`), oldest first. */
  periods: readonly string[];
  series: readonly ChartSeries[];
  language: string;
  /** A value as the owner reads it (the tooltip's figures). */
  format: (value: number) => string;
  /** The y axis's ticks; `format` unless shorter words suit it (compact money). */
  formatTick?: (value: number) => string;
  /** What the chart shows, in one sentence, for screen readers (the table beside it has the figures). */
  summary: string;
};

/** Half the average step between periods, in seconds (a day for a single period). */
function halfPeriod(starts: readonly number[]): number {
  const step = starts.length > 1 ? (starts.at(-1)! - starts[0]!) / (starts.length - 1) : 86_400;
  return step / 2;
}

/**
 * Figures per period (analytics, revenue) drawn by uPlot, loaded with the screens that use it, on
 * a canvas that follows its box's width; with more than one series, a legend above it. It draws
 * again only when the figures, names or language change, so callers need not memoise them.
 */
export function PeriodChart({
  periods,
  series,
  language,
  format,
  formatTick = format,
  summary,
}: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const formats = useRef({ format, formatTick });
  // The newest ways to write a figure, for a drawing that stays (layout effects run before it is made).
  useLayoutEffect(() => {
    formats.current = { format, formatTick };
  });
  const drawn = JSON.stringify([periods, series, language]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const day = new Intl.DateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const value = (_plot: uPlot, figure: number | null) =>
      figure == null ? '' : formats.current.format(figure);
    const starts = periods.map((period) => Date.parse(`${period}T00:00:00Z`) / 1000);
    const half = halfPeriod(starts);
    const data: uPlot.AlignedData = [starts, ...series.map((one) => [...one.values])];
    const plot = new uPlot(
      {
        width: box.clientWidth || 640,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          // Half a period either side: the first and last bars whole, the last date's label inside.
          x: { time: true, range: (_plot, min, max) => [min - half, max + half] },
          y: { range: (_plot, min, max) => [Math.min(0, min), Math.max(1, max) * 1.1] },
        },
        axes: [
          {
            values: (_plot, ticks) => ticks.map((tick) => day.format(new Date(tick * 1000))),
            stroke: '#5b6675',
            grid: { stroke: '#eceff3' },
          },
          {
            values: (_plot, ticks) => ticks.map((tick) => formats.current.formatTick(tick)),
            size: 72,
            stroke: '#5b6675',
            grid: { stroke: '#eceff3' },
          },
        ],
        series: [
          {},
          ...series.map((one): uPlot.Series =>
            one.isLine
              ? { label: one.label, stroke: one.colour, width: 2, value }
              : {
                  label: one.label,
                  stroke: one.colour,
                  // The colour at 35 % opacity.
                  fill: `${one.colour}59`,
                  paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
                  value,
                },
          ),
        ],
      },
      data,
      box,
    );
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: box.clientWidth, height: HEIGHT }),
    );
    observer.observe(box);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
    // `drawn` stands for periods, series and language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);

  return (
    <>
      {series.length > 1 ? (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((one) => (
            <li key={one.label}>
              <span className={styles.swatch} style={{ background: one.colour }} />
              {one.label}
            </li>
          ))}
        </ul>
      ) : null}
      {/* The canvas is a picture of the table below it: named by its summary, its drawing hidden. */}
      <div ref={boxRef} className={styles.chart} role="img" aria-label={summary} />
    </>
  );
}
