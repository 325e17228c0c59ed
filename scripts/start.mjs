// `npm start`: builds whichever front end or server bundle is missing or older than its sources,
// then runs the server (migrations and the demo seed happen at its start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-ssr') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const core = newestMtime(at('packages/core/src'));
const blocks = newestMtime(at('packages/blocks/src'));
const targets = [
  // The server render is built last (decision 032): it is the web build's newest output.
  { workspace: '@tessera/web', output: at('packages/web/dist-ssr/server-entry.js'), sources: [core, blocks, newestMtime(at('packages/web'))] },
  { workspace: '@tessera/studio', output: at('packages/studio/dist/index.html'), sources: [core, blocks, newestMtime(at('packages/studio'))] },
  { workspace: '@tessera/server', output: at('packages/server/dist/main.js'), sources: [core, newestMtime(at('packages/server/src')), newestMtime(at('packages/server/drizzle'))] },
];

for (const target of targets) {
  const builtAt = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  if (builtAt >= Math.max(...target.sources)) continue;
  console.log(`Building ${target.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Locally, apps other than the demo live at `slug.localhost:PORT` (browsers resolve *.localhost to
// this machine), which needs PUBLIC_URL; production sets its own.
const env = { ...process.env };
if (!env.PUBLIC_URL && env.NODE_ENV !== 'production') env.PUBLIC_URL = `http://localhost:${env.PORT ?? 3000}`;
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, at('packages/server/dist/main.js')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
