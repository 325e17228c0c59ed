import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnNode, waitForOk } from '../lib/child';
import { findFreePort } from '../lib/free-port';
import { runLoad } from '../lib/load';
import { REPO_ROOT } from '../lib/paths';
import { printComparison } from '../lib/print';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';

const PAGE_COUNT = 100_000;
const HEADERS = { 'X-App-Slug': 'demo' };
// Ten per cent of the shelf carries tag3 or tag7; a page deep into that result set.
const LISTING = '/api/content/article?limit=20&offset=5000&with_tags=tag3,tag7';

/**
 * `GET /content/article` over 100 000 published pages (deep offset, a tag filter, access state per
 * card), beside `GET /api/health` on the same server: the cheapest call that also crosses the
 * framework and the database. The ratio is what a real listing costs relative to that floor.
 */
const scenario: Scenario = {
  name: 'content-listing',
  description: `GET ${LISTING} over ${PAGE_COUNT} pages against GET /api/health on the same server`,
  async run() {
    const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-listing-'));
    const port = await findFreePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: join(workDir, 'data'), PAGE_COUNT: String(PAGE_COUNT) };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const child = spawnNode({ file: join(REPO_ROOT, 'bench/lib/listing-server.ts'), nodeArgs: ['--import', 'tsx'], env, cwd: REPO_ROOT, logFile: join(workDir, 'server.log') });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForOk(`${base}/api/health`, child, 300_000);
      const sample = await fetch(`${base}${LISTING}`, { headers: HEADERS });
      const body = (await sample.json()) as { items: unknown[]; total_count: number };
      if (!sample.ok || body.items.length === 0) throw new Error(`listing answered ${sample.status} with ${body.items?.length} items`);
      const listing = await runLoad({ url: `${base}${LISTING}`, headers: HEADERS });
      const health = await runLoad({ url: `${base}/api/health` });
      printComparison({ 'content listing': listing, 'health (floor)': health });
      const ratio = Number((listing.requests_per_sec / health.requests_per_sec).toFixed(3));
      console.log(`listing over ${PAGE_COUNT} pages (${body.total_count} match): ${listing.requests_per_sec} req/s, p99 ${listing.latency_p99_ms} ms; ratio to the floor: ${ratio}`);
      console.log(`written ${writeResult('content-listing', { pages: PAGE_COUNT, matching: body.total_count, path: LISTING, listing, health, ratio })}`);
    } finally {
      await child.stop();
      rmSync(workDir, { recursive: true, force: true });
    }
  },
};

export default scenario;
