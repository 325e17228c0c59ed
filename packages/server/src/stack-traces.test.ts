import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A tiny built program as the server is built (an ES module bundle with its map beside it), run in
// its own Node: the test runner's module loader would rewrite the frames.
let dir: string;
let bundle: string;
const failing = path.join('src', 'fails.ts');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tessera-stack-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, failing), "// padding\n\nexport function fails(): never {\n  throw new TypeError('it failed');\n}\n");
  writeFileSync(
    path.join(dir, 'src', 'main.ts'),
    [
      `import { mapStackTracesLazily } from ${JSON.stringify(path.join(import.meta.dirname, 'stack-traces.ts'))};`,
      "import { fails } from './fails';",
      "import path from 'node:path';",
      "import { fileURLToPath } from 'node:url';",
      'mapStackTracesLazily(path.dirname(fileURLToPath(import.meta.url)));',
      'try { fails(); } catch (error) { console.log((error as Error).stack); }',
    ].join('\n'),
  );
  bundle = path.join(dir, 'dist', 'main.js');
  await build({ entryPoints: [path.join(dir, 'src', 'main.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, sourcemap: true, sourcesContent: false, logLevel: 'silent' });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stackOfRun = () => spawnSync(process.execPath, [bundle], { encoding: 'utf8' }).stdout.trim().split('\n');

describe('stack traces of the built server', () => {
  it('name the TypeScript source and line of a bundled frame', () => {
    const [header, first] = stackOfRun();
    expect(header).toBe('TypeError: it failed');
    expect(first).toBe(`    at fails (${path.join(dir, failing)}:4:9)`);
  });

  it('keep the frame as V8 wrote it when the bundle has no map', () => {
    rmSync(`${bundle}.map`);
    const [header, first] = stackOfRun();
    expect(header).toBe('TypeError: it failed');
    expect(first).toMatch(new RegExp(`^    at fails \\(${pathToFileURL(bundle).href}:\\d+:9\\)$`));
  });
});
