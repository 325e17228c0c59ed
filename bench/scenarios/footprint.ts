import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBEDDED_SETTINGS } from '@tessera/server/db/embedded';
import { startBarePglite } from '../lib/bare-pglite';
import { LOAD_SETTINGS } from '../lib/load';
import { freshDatabase } from '../lib/postgres';
import { writeResult } from '../lib/results';
import { idleRssOf, rssOf, type Rss } from '../lib/rss';
import type { Scenario } from '../lib/scenario';
import { startTessera, type TesseraServer } from '../lib/tessera-server';
import { runGetLoad } from '../lib/wrk';

const HEADERS = { 'X-App-Slug': 'demo' };
// The load: page data from memory (the busiest address), then a listing that queries the database.
const PAGE_DATA = '/__/index.json?ts=1';
const LISTING = '/api/content/article?limit=20';
const SETTLE_MS = 5_000;
const TARGET = { idle_mb: 250, first_start_ms: 2_000, restart_ms: 1_000 };

type Row = { label: string; start_ms: number; idle: Rss; loaded: Rss | null; load?: Record<string, number> };

/**
 * Resident memory and start-up time of the server as `npm start` runs it — the embedded database
 * on a first start (an empty DATA_DIR: the demo is seeded) and on a restart, and PostgreSQL when
 * BENCH_DATABASE_URL is set — beside a bare PGlite in its own process, measured in the same run:
 * with PGlite's defaults (initdb on an empty directory, then a reopen) and with the server's
 * settings. Idle is read after the start settles; loaded right after the load (RSS and high-water).
 */
const scenario: Scenario = {
  name: 'footprint',
  description: `idle and loaded RSS and time to ready: embedded first start, restart, PostgreSQL (BENCH_DATABASE_URL), beside a bare PGlite; load = GET ${PAGE_DATA} then GET ${LISTING}, ${LOAD_SETTINGS.duration_s} s each`,
  async run() {
    const rows: Row[] = [];
    const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-footprint-'));
    try {
      // Baselines: PGlite alone.
      const bareDir = join(workDir, 'bare');
      const logFile = join(workDir, 'bare.log');
      rows.push(await bare('bare PGlite, defaults, first open (initdb)', { dir: bareDir, logFile }, false));
      rows.push(await bare('bare PGlite, defaults, reopen', { dir: bareDir, logFile }, true));
      rows.push(await bare("bare PGlite, the server's settings, reopen", { dir: bareDir, settings: { ...EMBEDDED_SETTINGS }, logFile }, true));

      // The server on the embedded database: a first start, then a restart on the same directory.
      const dataDir = join(workDir, 'data');
      rows.push(await tessera('tessera embedded, first start', () => startTessera({ dataDir })));
      rows.push(await tessera('tessera embedded, restart', () => startTessera({ dataDir })));

      const admin = process.env.BENCH_DATABASE_URL;
      if (admin) {
        const databaseUrl = await freshDatabase(admin, 'tessera_bench_footprint');
        const pgData = join(workDir, 'pg-data');
        rows.push(await tessera('tessera PostgreSQL, first start', () => startTessera({ dataDir: pgData, databaseUrl })));
        rows.push(await tessera('tessera PostgreSQL, restart', () => startTessera({ dataDir: pgData, databaseUrl })));
      } else {
        console.log('PostgreSQL not measured: set BENCH_DATABASE_URL=postgres://… to add it');
      }
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }

    console.table(
      rows.map((row) => ({
        target: row.label,
        'start ms': row.start_ms,
        'idle MB': row.idle.rss_mb,
        'loaded MB': row.loaded?.rss_mb ?? '',
        'peak MB': row.loaded?.peak_mb ?? row.idle.peak_mb,
      })),
    );
    const find = (label: string) => rows.find((row) => row.label === label);
    const lean = find("bare PGlite, the server's settings, reopen")!;
    const initdb = find('bare PGlite, defaults, first open (initdb)')!;
    const reopen = find('bare PGlite, defaults, reopen')!;
    const first = find('tessera embedded, first start')!;
    const restart = find('tessera embedded, restart')!;
    const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
    const ratios = {
      first_start_idle_to_bare_pglite: ratio(first.idle.rss_mb, lean.idle.rss_mb),
      restart_idle_to_bare_pglite: ratio(restart.idle.rss_mb, lean.idle.rss_mb),
      first_start_time_to_bare_initdb_open: ratio(first.start_ms, initdb.start_ms),
      restart_time_to_bare_reopen: ratio(restart.start_ms, reopen.start_ms),
    };
    const meets = {
      first_start_idle: first.idle.rss_mb <= TARGET.idle_mb,
      restart_idle: restart.idle.rss_mb <= TARGET.idle_mb,
      first_start_time: first.start_ms <= TARGET.first_start_ms,
      restart_time: restart.start_ms <= TARGET.restart_ms,
    };
    const verdict = (ok: boolean) => (ok ? 'meets' : 'misses');
    console.log(
      `idle: first start ${first.idle.rss_mb} MB (${verdict(meets.first_start_idle)} ≤ ${TARGET.idle_mb}), restart ${restart.idle.rss_mb} MB (${verdict(meets.restart_idle)}); ` +
        `bare PGlite with the same settings ${lean.idle.rss_mb} MB → ratios ${ratios.first_start_idle_to_bare_pglite} / ${ratios.restart_idle_to_bare_pglite}`,
    );
    console.log(
      `ready: first start ${first.start_ms} ms (${verdict(meets.first_start_time)} ≤ ${TARGET.first_start_ms}), restart ${restart.start_ms} ms (${verdict(meets.restart_time)} ≤ ${TARGET.restart_ms}); ` +
        `bare PGlite initdb ${initdb.start_ms} ms, reopen ${reopen.start_ms} ms → ratios ${ratios.first_start_time_to_bare_initdb_open} / ${ratios.restart_time_to_bare_reopen}`,
    );
    const file = writeResult('footprint', { settle_ms: SETTLE_MS, load: { page_data: PAGE_DATA, listing: LISTING, seconds: LOAD_SETTINGS.duration_s }, rows, ratios, target: TARGET, meets });
    console.log(`written ${file}`);
  },
};

async function bare(label: string, options: Parameters<typeof startBarePglite>[0], withLoad: boolean): Promise<Row> {
  const pglite = await startBarePglite(options);
  try {
    const idle = await idleRssOf(pglite.pid, SETTLE_MS);
    if (!withLoad) return { label, start_ms: pglite.open_ms, idle, loaded: null };
    const queries = await pglite.load(2 * LOAD_SETTINGS.duration_s);
    return { label, start_ms: pglite.open_ms, idle, loaded: rssOf(pglite.pid), load: { queries_per_sec: Math.round(queries / (2 * LOAD_SETTINGS.duration_s)) } };
  } finally {
    await pglite.stop();
  }
}

async function tessera(label: string, start: () => Promise<TesseraServer>): Promise<Row> {
  const server = await start();
  try {
    const idle = await idleRssOf(server.pid, SETTLE_MS);
    const pageData = await runGetLoad({ url: `${server.baseURL}${PAGE_DATA}`, headers: HEADERS });
    const listing = await runGetLoad({ url: `${server.baseURL}${LISTING}`, headers: HEADERS });
    return {
      label,
      start_ms: server.ready_ms,
      idle,
      loaded: rssOf(server.pid),
      load: { page_data_per_sec: pageData.requests_per_sec, listing_per_sec: listing.requests_per_sec },
    };
  } finally {
    await server.stop();
  }
}

export default scenario;
