import { readFileSync } from 'node:fs';

export type Rss = { rss_mb: number; peak_mb: number };

/** A process's resident memory now and its high-water mark (Linux /proc), in MiB. */
export function rssOf(pid: number): Rss {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss_mb: Math.round(kib('VmRSS') / 1024), peak_mb: Math.round(kib('VmHWM') / 1024) };
}

/** Waits, then reads: a server is idle once its start-up work and the first collections are over. */
export async function idleRssOf(pid: number, settleMs = 5_000): Promise<Rss> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return rssOf(pid);
}
