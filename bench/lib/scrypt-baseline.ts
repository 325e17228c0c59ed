import { randomBytes, scrypt } from 'node:crypto';
import type { LoadSummary } from './load';

/**
 * The floor under any password sign-in: scrypt at the production cost (N=2^17, r=8, p=1), run with
 * the same concurrency as the load, in this process (it uses libuv's thread pool like the server).
 */
export async function runScryptBaseline(options: { concurrency: number; durationMs: number }): Promise<LoadSummary> {
  const salt = randomBytes(16);
  const latencies: number[] = [];
  const verify = () =>
    new Promise<void>((resolve, reject) => {
      scrypt('demo-password', salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }, (error) => (error ? reject(error) : resolve()));
    });
  const deadline = Date.now() + options.durationMs;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      await verify();
      latencies.push(performance.now() - started);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests_per_sec: Math.round((latencies.length / seconds) * 10) / 10,
    latency_p50_ms: at(0.5),
    latency_p99_ms: at(0.99),
    requests_total: latencies.length,
  };
}
