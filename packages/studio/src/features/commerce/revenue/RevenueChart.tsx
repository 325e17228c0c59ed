import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { RevenuePoint } from '@tessera/core/api/studio-commerce';
import { currencyMinorUnit } from '@tessera/core/commerce/money';
import styles from './RevenueScreen.module.css';

export const CHART_COLOURS = { net: '#5c29d3', refunds: '#b42318' };

type Props = {
  points: RevenuePoint[];
  currency: string;
  language: string;
  /** Series names in the owner's language. */
  labels: { net: string; refunds: string };
  /** What the chart shows, in one sentence, for screen readers (the table beside it has the figures). */
  summary: string;
};

const HEIGHT = 280;

/**
 * Net revenue (bars) and refunds (a line) per period, drawn by uPlot on a canvas that follows its
 * box's width. Money is shown in major units of the currency; periods are UTC days, as the server
 * counts them.
 */
export function RevenueChart({ points, currency, language, labels, summary }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const scale = 10 ** currencyMinorUnit(currency);
    const compact = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      notation: 'compact',
    });
    const full = new Intl.NumberFormat(language, { style: 'currency', currency });
    const day = new Intl.DateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const data: uPlot.AlignedData = [
      points.map((point) => Date.parse(`${point.period}T00:00:00Z`) / 1000),
      points.map((point) => point.net / scale),
      points.map((point) => point.refunds / scale),
    ];
    const options: uPlot.Options = {
      width: box.clientWidth || 640,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: {
        x: { time: true },
        y: { range: (_plot, min, max) => [Math.min(0, min), Math.max(1, max) * 1.1] },
      },
      axes: [
        {
          values: (_plot, ticks) => ticks.map((tick) => day.format(new Date(tick * 1000))),
          stroke: '#5b6675',
          grid: { stroke: '#eceff3' },
        },
        {
          values: (_plot, ticks) => ticks.map((tick) => compact.format(tick)),
          size: 72,
          stroke: '#5b6675',
          grid: { stroke: '#eceff3' },
        },
      ],
      series: [
        {},
        {
          label: labels.net,
          stroke: CHART_COLOURS.net,
          fill: 'rgba(92, 41, 211, 0.35)',
          paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
          value: (_plot, value) => (value == null ? '' : full.format(value)),
        },
        {
          label: labels.refunds,
          stroke: CHART_COLOURS.refunds,
          width: 2,
          value: (_plot, value) => (value == null ? '' : full.format(value)),
        },
      ],
    };
    const plot = new uPlot(options, data, box);
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: box.clientWidth, height: HEIGHT }),
    );
    observer.observe(box);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [points, currency, language, labels.net, labels.refunds]);

  // The canvas is a picture of the table below it: named by its summary, its drawing hidden.
  return <div ref={boxRef} className={styles.chart} role="img" aria-label={summary} />;
}
