import type { LoadSummary } from './load';

/**
 * Runs a synchronous operation repeatedly for a fixed time and reports it like a load run
 * (operations per second, p50/p99 in milliseconds), after a short warm-up for the JIT.
 */
export function timedLoop(operation: (i: number) => unknown, options: { durationMs: number; warmupMs?: number }): LoadSummary {
  const warmupEnd = performance.now() + (options.warmupMs ?? 500);
  let i = 0;
  while (performance.now() < warmupEnd) operation(i++);
  const samples: number[] = [];
  const start = performance.now();
  const end = start + options.durationMs;
  while (performance.now() < end) {
    const before = performance.now();
    operation(i++);
    samples.push(performance.now() - before);
  }
  const seconds = (performance.now() - start) / 1000;
  samples.sort((a, b) => a - b);
  const at = (q: number) => Number((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(4));
  return { requests_per_sec: Math.round(samples.length / seconds), latency_p50_ms: at(0.5), latency_p99_ms: at(0.99), requests_total: samples.length };
}
