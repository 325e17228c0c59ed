// Bundles the server (with @tessera/core and its pure-JavaScript dependencies inlined) into dist/main.js, copies the migrations beside
// it, and prepares the embedded database's data directory (dist/pgdata.tar.gz: initdb and every
// migration, decision 024), so `node dist/main.js` runs without TypeScript tooling and a first
// start skips initdb.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const at = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const pkg = JSON.parse(readFileSync(at('./package.json'), 'utf8'));
// The pure-JavaScript dependencies (Fastify and its plugins, drizzle, zod, pino …) are bundled: a
// start then reads a few files instead of resolving and compiling hundreds from node_modules
// (decision 040). These stay outside the bundle and load from node_modules at run time:
const EXTERNAL = [
  // WebAssembly, native code, or files they find relative to themselves.
  '@electric-sql/pglite',
  'sharp',
  '@fastify/swagger-ui',
  ...Object.keys(pkg.dependencies).filter((name) => name.startsWith('@fontsource/')),
  // Loaded only with DATABASE_URL or REDIS_URL; pg looks for an optional native binding.
  'pg',
  'ioredis',
  // Fastify requires its Ajv and fast-json-stringify compilers only for routes without compilers
  // of their own, which Tessera has none of (decision 036): left out, ~1 MB is never compiled.
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
];
// CommonJS code inside an ES module bundle still calls require() (for Node's built-ins, and the
// externals above): each output file gets one, resolving from where the file sits.
const banner = { js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);" };
const options = { bundle: true, platform: 'node', target: 'node20', format: 'esm', external: EXTERNAL, banner, logLevel: 'warning' };

rmSync(at('./dist'), { recursive: true, force: true });
// Split at main.ts's dynamic imports, so the database starts opening before the rest of the server
// (Fastify and every module) loads. Chunks sit beside main.js: code finds its files relative to itself.
await build({ ...options, entryPoints: { main: 'src/main.ts' }, outdir: 'dist', splitting: true, chunkNames: '[name]-[hash]', sourcemap: true, sourcesContent: false });
cpSync(at('./drizzle'), at('./dist/drizzle'), { recursive: true });

// The data directory depends only on the PGlite version, the migrations and the code that writes
// it (settings included), so it is cached under that key and written again only when one changes.
// The script runs from dist/, where it finds the migrations, in its own process.
const preparer = at('./dist/prepare-data-dir.mjs');
await build({
  ...options,
  stdin: {
    contents: "import { writePreparedDataDir } from './src/db/prepare-data-dir';\nawait writePreparedDataDir(process.argv[2]);\n",
    resolveDir: at('.'),
    loader: 'ts',
  },
  outfile: preparer,
});
const key = createHash('sha256').update(readFileSync(preparer));
for (const file of readdirSync(at('./drizzle'), { recursive: true }).sort()) {
  if (file.endsWith('.sql') || file.endsWith('.json')) key.update(file).update(readFileSync(at(`./drizzle/${file}`)));
}
key.update(readFileSync(new URL('../package.json', import.meta.resolve('@electric-sql/pglite'))));
const cached = at(`./node_modules/.cache/tessera/pgdata-${key.digest('hex').slice(0, 16)}`);
if (!existsSync(`${cached}/pgdata.json`)) {
  rmSync(cached, { recursive: true, force: true });
  mkdirSync(cached, { recursive: true });
  const result = spawnSync(process.execPath, [preparer, cached], { stdio: 'inherit' });
  if (result.status !== 0) {
    rmSync(cached, { recursive: true, force: true });
    throw new Error('Preparing the embedded database (dist/pgdata.tar.gz) failed');
  }
}
rmSync(preparer);
copyFileSync(`${cached}/pgdata.tar.gz`, at('./dist/pgdata.tar.gz'));
copyFileSync(`${cached}/pgdata.json`, at('./dist/pgdata.json'));
