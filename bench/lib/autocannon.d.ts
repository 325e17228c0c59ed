// The slice of autocannon's programmatic API that the scenarios use. Declared here rather than
// adding a types package for four fields.
declare module 'autocannon' {
  export type Options = {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** A shorter run before the measured one, whose numbers are reported apart under `warmup`. */
    warmup?: { connections?: number; duration?: number };
  };
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };
  export type Result = {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
