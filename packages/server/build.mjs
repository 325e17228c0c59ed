// Bundles the server (with @tessera/core inlined) into dist/main.js and copies the migrations
// beside it, so `node dist/main.js` runs without TypeScript tooling.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tessera/'));

await rm(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp(new URL('./drizzle', import.meta.url), new URL('./dist/drizzle', import.meta.url), { recursive: true });
