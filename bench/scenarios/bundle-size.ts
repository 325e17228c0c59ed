import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { blockPageExtra, initialJs, sumGzip } from '../lib/initial-js';
import { REPO_ROOT } from '../lib/paths';
import { writeResult } from '../lib/results';
import type { Scenario } from '../lib/scenario';

const WEB_DIST = join(REPO_ROOT, 'packages/web/dist');
/** Issue 5's budget, the same number the web build enforces (packages/web/build/bundle-budget.ts). */
const BUDGET_BYTES = 150_000;

const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));

/**
 * The member app's initial JavaScript (what index.html loads before any lazy chunk) in gzip bytes,
 * beside its 150 kB budget. Reads the built app; builds it only when there is none.
 */
const scenario: Scenario = {
  name: 'bundle-size',
  description: 'initial JavaScript of the member app (gzip) against its 150 kB budget',
  async run() {
    if (!existsSync(join(WEB_DIST, 'index.html'))) {
      console.log('packages/web/dist is missing: building the member app');
      const build = spawnSync('npm', ['run', 'build', '-w', '@tessera/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('Building the member app failed');
    }
    const files = initialJs(WEB_DIST).sort((a, b) => b.gzip_bytes - a.gzip_bytes);
    const total = sumGzip(files);
    const blockPage = blockPageExtra(WEB_DIST, files);
    console.table(files.map((file) => ({ file: file.file, 'raw kB': kb(file.bytes), 'gzip kB': kb(file.gzip_bytes) })));
    const ratio = Number((total / BUDGET_BYTES).toFixed(3));
    console.log(
      `initial JavaScript: ${kb(total)} kB gzip in ${files.length} files; budget ${kb(BUDGET_BYTES)} kB; ratio ${ratio}${total > BUDGET_BYTES ? ' (OVER BUDGET)' : ''}`,
    );
    if (blockPage.length > 0) {
      console.log(`a page with blocks then loads ${kb(sumGzip(blockPage))} kB more (block schemas and zod) before its renderers`);
    }
    const file = writeResult('bundle-size', {
      initial_js_gzip_bytes: total,
      budget_bytes: BUDGET_BYTES,
      ratio,
      is_within_budget: total <= BUDGET_BYTES,
      files,
      block_page_extra_gzip_bytes: sumGzip(blockPage),
      block_page_extra_files: blockPage,
    });
    console.log(`written ${file}`);
  },
};

export default scenario;
