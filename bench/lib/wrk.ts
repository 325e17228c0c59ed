import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LOAD_SETTINGS, runLoad, type LoadSummary } from './load';

const run = promisify(execFile);

/** Whether `wrk` (Debian: `apt-get install wrk`) is on the PATH. */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

// wrk prints its own report; this makes it print one JSON line too, at the end.
const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50_us":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout, latency:percentile(50), latency:percentile(99)))
end
`;

type Report = { requests: number; duration_us: number; connect: number; read: number; write: number; status: number; timeout: number; p50_us: number; p99_us: number };

async function wrkOnce(url: string, headers: Record<string, string>, seconds: number, script: string): Promise<Report> {
  const args = ['-t1', `-c${LOAD_SETTINGS.connections}`, `-d${seconds}s`, '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const { stdout } = await run('wrk', [...args, url], { maxBuffer: 1 << 20 });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as Report;
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc; ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export type GetLoadSummary = LoadSummary & {
  generator: 'wrk' | 'autocannon';
  /** CPU the server spent per answer during the measured run, when its pid was given. */
  cpu_us_per_request?: number;
};

/**
 * GET load from wrk, a C load generator: one thread and ten connections (LOAD_SETTINGS), after a
 * warm-up. A JavaScript load generator on the same two cores takes as much CPU as the server it
 * measures, which hides most of the difference between two fast servers. Falls back to autocannon
 * (and says so) where wrk is not installed. Refuses a run with errors or non-2xx answers.
 *
 * With `pid`, also the server's CPU time per answer: on a machine shared with other work,
 * requests per second follow the neighbours' load, CPU per answer much less.
 */
export async function runGetLoad(options: { url: string; headers?: Record<string, string>; seconds?: number; pid?: number }): Promise<GetLoadSummary> {
  if (!hasWrk()) {
    console.warn('wrk is not installed (apt-get install wrk): measuring with autocannon instead');
    return { ...(await runLoad({ url: options.url, headers: options.headers ?? {} })), generator: 'autocannon' };
  }
  const dir = mkdtempSync(join(tmpdir(), 'tessera-wrk-'));
  const script = join(dir, 'report.lua');
  writeFileSync(script, REPORT);
  try {
    await wrkOnce(options.url, options.headers ?? {}, LOAD_SETTINGS.warmup_s, script);
    const cpuBefore = options.pid ? cpuMsOf(options.pid) : 0;
    const report = await wrkOnce(options.url, options.headers ?? {}, options.seconds ?? LOAD_SETTINGS.duration_s, script);
    const cpuUsed = options.pid ? cpuMsOf(options.pid) - cpuBefore : 0;
    const failures = report.connect + report.read + report.write + report.status + report.timeout;
    if (failures > 0) throw new Error(`${options.url}: ${failures} failed requests (${JSON.stringify(report)})`);
    const perSecond = report.requests / (report.duration_us / 1e6);
    return {
      requests_per_sec: perSecond < 100 ? Math.round(perSecond * 10) / 10 : Math.round(perSecond),
      latency_p50_ms: Number((report.p50_us / 1000).toFixed(2)),
      latency_p99_ms: Number((report.p99_us / 1000).toFixed(2)),
      requests_total: report.requests,
      generator: 'wrk',
      ...(options.pid ? { cpu_us_per_request: Number(((cpuUsed * 1000) / report.requests).toFixed(2)) } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
