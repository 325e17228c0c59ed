import autocannon from 'autocannon';

/** One setting for every scenario, so numbers stay comparable from run to run and scenario to scenario. */
export const LOAD_SETTINGS = { connections: 10, pipelining: 1, duration_s: 10, warmup_s: 2 } as const;

export type LoadSummary = {
  requests_per_sec: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  requests_total: number;
};

/**
 * Runs autocannon against one URL after a warm-up (JIT, caches, connection pools), and refuses to
 * report numbers for a run that saw errors or non-2xx answers: a fast 404 is not a result.
 */
export async function runLoad(options: {
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}): Promise<LoadSummary> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    ...(options.body === undefined ? {} : { body: options.body }),
    connections: LOAD_SETTINGS.connections,
    pipelining: LOAD_SETTINGS.pipelining,
    duration: LOAD_SETTINGS.duration_s,
    warmup: { connections: LOAD_SETTINGS.connections, duration: LOAD_SETTINGS.warmup_s },
  });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `${options.url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  }
  return {
    // One decimal for slow endpoints (sign-in runs at a few per second), whole numbers otherwise.
    requests_per_sec: result.requests.average < 100 ? Math.round(result.requests.average * 10) / 10 : Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    requests_total: result.requests.total,
  };
}
