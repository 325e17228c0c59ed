import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnNode, waitForOk } from '../lib/child';
import { findFreePort } from '@tessera/server/test/free-port';
import { freshDatabase } from '../lib/postgres';
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
  description: `GET ${LISTING} (and the same page by keyset cursor) over ${PAGE_COUNT} pages against GET /api/health on the same server; on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL is set`,
  async run() {
    await measure('pglite', undefined);
    const admin = process.env.BENCH_DATABASE_URL;
    if (admin) await measure('postgres', await freshDatabase(admin, 'tessera_bench_listing'));
  },
};

async function measure(engine: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  {
    const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-listing-'));
    const port = await findFreePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: join(workDir, 'data'), PAGE_COUNT: String(PAGE_COUNT) };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const child = spawnNode({ file: join(REPO_ROOT, 'bench/lib/listing-server.ts'), nodeArgs: ['--import', 'tsx'], env, cwd: REPO_ROOT, logFile: join(workDir, 'server.log') });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForOk(`${base}/api/health`, child, 300_000);
      const sample = await fetch(`${base}${LISTING}`, { headers: HEADERS });
      const body = (await sample.json()) as { items: unknown[]; total_count: number };
      if (!sample.ok || body.items.length === 0) throw new Error(`listing answered ${sample.status} with ${body.items?.length} items`);
      // The same page of cards reached by cursor: the answer just before it names where it starts.
      const before = (await (await fetch(`${base}${LISTING.replace('offset=5000', 'offset=4980')}`, { headers: HEADERS })).json()) as { next_cursor: string };
      const byCursor = `${LISTING.replace('&offset=5000', '')}&cursor=${encodeURIComponent(before.next_cursor)}`;
      const listing = await runLoad({ url: `${base}${LISTING}`, headers: HEADERS });
      const cursor = await runLoad({ url: `${base}${byCursor}`, headers: HEADERS });
      const health = await runLoad({ url: `${base}/api/health` });
      printComparison({ [`listing by offset (${engine})`]: listing, [`listing by cursor (${engine})`]: cursor, 'health (floor)': health });
      const ratio = Number((listing.requests_per_sec / health.requests_per_sec).toFixed(3));
      const cursorRatio = Number((cursor.requests_per_sec / health.requests_per_sec).toFixed(3));
      console.log(
        `${engine}: listing over ${PAGE_COUNT} pages (${body.total_count} match): offset ${listing.requests_per_sec} req/s (p50 ${listing.latency_p50_ms} ms, p99 ${listing.latency_p99_ms} ms), cursor ${cursor.requests_per_sec} req/s (p50 ${cursor.latency_p50_ms} ms, p99 ${cursor.latency_p99_ms} ms); ratios to the floor: ${ratio} / ${cursorRatio}`,
      );
      console.log(`written ${writeResult(`content-listing-${engine}`, { engine, pages: PAGE_COUNT, matching: body.total_count, path: LISTING, listing, cursor, health, ratio, cursorRatio })}`);
    } finally {
      await child.stop();
      rmSync(workDir, { recursive: true, force: true });
    }
  }
}

export default scenario;
