import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnNode, waitForOk } from '../lib/child';
import { findFreePort } from '@tessera/server/test/free-port';
import { runLoad } from '../lib/load';
import { REPO_ROOT } from '../lib/paths';
import { printComparison } from '../lib/print';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';

const HEADERS = { 'X-App-Slug': 'demo' };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * `GET /event_occurrences/per_period` over a year of a daily class (365 occurrences with their
 * spots, as a guest sees them), beside `GET /api/health` on the same server: the floor that also
 * crosses the framework and the database. The ratio is what a year's calendar costs against it.
 */
const scenario: Scenario = {
  name: 'events-per-period',
  description: 'GET /event_occurrences/per_period over a year of a daily recurring event against GET /api/health on the same server (PGlite)',
  async run() {
    const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-events-'));
    const port = await findFreePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: join(workDir, 'data') };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const logFile = join(workDir, 'server.log');
    const child = spawnNode({ file: join(REPO_ROOT, 'bench/lib/events-server.ts'), nodeArgs: ['--import', 'tsx'], env, cwd: REPO_ROOT, logFile });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForOk(`${base}/api/health`, child, 300_000);
      const eventId = /EVENT_ID=([0-9a-f-]+)/.exec(readFileSync(logFile, 'utf8'))?.[1];
      if (!eventId) throw new Error('the bench server did not name its event');
      const path = `/api/event_occurrences/per_period?start=${day(0)}&end=${day(364)}&event_id=${eventId}&timezone=Europe/Berlin`;
      const sample = await fetch(`${base}${path}`, { headers: HEADERS });
      const body = (await sample.json()) as { occurrences: unknown[] };
      if (!sample.ok || body.occurrences.length < 360) throw new Error(`per_period answered ${sample.status} with ${body.occurrences?.length} occurrences`);
      const perPeriod = await runLoad({ url: `${base}${path}`, headers: HEADERS });
      const health = await runLoad({ url: `${base}/api/health` });
      printComparison({ 'per_period, a year': perPeriod, 'health (floor)': health });
      const ratio = Number((perPeriod.requests_per_sec / health.requests_per_sec).toFixed(3));
      console.log(`per_period over a year (${body.occurrences.length} occurrences): ${perPeriod.requests_per_sec} req/s (p50 ${perPeriod.latency_p50_ms} ms, p99 ${perPeriod.latency_p99_ms} ms); ratio to the floor: ${ratio}`);
      console.log(`written ${writeResult('events-per-period', { occurrences: body.occurrences.length, path, perPeriod, health, ratio })}`);
    } finally {
      await child.stop();
      rmSync(workDir, { recursive: true, force: true });
    }
  },
};

export default scenario;
