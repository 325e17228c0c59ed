import {
  medians,
  runLighthouse,
  withChromium,
  type LighthouseNumbers,
} from '../lib/lighthouse-run';
import { FIRST_PAINT_PAGES } from '../lib/first-paint-pages';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';
import { startTessera } from '../lib/tessera-server';

const PAGES = FIRST_PAINT_PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse's mobile profile on four demo pages, server-rendered (decision 032) beside the same
 * pages as the client-rendered shell (`SSR=off`), two servers in the same run. Medians of RUNS runs
 * per page. Performance and timings depend on the machine: they are reported, not asserted.
 */
const scenario: Scenario = {
  name: 'lighthouse',
  description: `Lighthouse mobile: ${PAGES.map((page) => page.path).join(', ')}, ${RUNS} runs each, SSR on beside SSR off`,
  async run() {
    const modes = [
      { mode: 'ssr', env: { SSR: 'on' } },
      { mode: 'shell', env: { SSR: 'off' } },
    ];
    const rows: ({ page: string; mode: string } & LighthouseNumbers)[] = [];
    for (const { mode, env } of modes) {
      const server = await startTessera({ env });
      try {
        await withChromium(async (port) => {
          for (const page of PAGES) {
            const url = `${server.baseURL}${page.path}`;
            // One visit first, so neither mode pays for the server's own first render or cold caches.
            await fetch(url, { headers: { accept: 'text/html' } });
            const runs: LighthouseNumbers[] = [];
            for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(url, port));
            rows.push({ page: page.name, mode, ...medians(runs) });
          }
        });
      } finally {
        await server.stop();
      }
    }
    console.table(
      rows.map(({ failed_audits: _failed, ...row }) => ({
        ...row,
        'best-practices': row['best-practices'],
      })),
    );
    const failed = rows
      .filter((row) => row.failed_audits.length > 0)
      .map((row) => `${row.page} (${row.mode}): ${row.failed_audits.join(', ')}`);
    if (failed.length > 0)
      console.log(
        `audits below 100 (accessibility, best practices, SEO):\n  ${failed.join('\n  ')}`,
      );
    const file = writeResult('lighthouse', { runs_per_page: RUNS, pages: PAGES, rows });
    console.log(`wrote ${file}`);
  },
};

export default scenario;
