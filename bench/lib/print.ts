import type { LoadSummary } from './load';

/** A small aligned table, readable in a terminal and in CI logs alike. */
export function printComparison(rows: Record<string, LoadSummary>): void {
  const table = Object.entries(rows).map(([target, summary]) => ({
    target,
    'requests/s': summary.requests_per_sec,
    'p50 ms': summary.latency_p50_ms,
    'p99 ms': summary.latency_p99_ms,
  }));
  console.table(table);
}
