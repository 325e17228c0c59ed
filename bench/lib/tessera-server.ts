import { existsSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_ARGS } from '../../scripts/server-node-args.mjs';
import { spawnNode, waitForOk } from './child';
import { findFreePort } from '@tessera/server/test/free-port';
import { REPO_ROOT, SERVER_ENTRY } from './paths';

export type TesseraServer = {
  baseURL: string;
  logFile: string;
  pid: number;
  /** From starting the process to the first 200 from /api/health. */
  ready_ms: number;
  stop: () => Promise<void>;
};

/**
 * Starts the built server as `npm start` runs it (the same Node options), on a free port and a
 * fresh embedded database seeded with the demo app, so every run measures the same data and never
 * touches a developer's. `dataDir` reuses a directory (a restart; the caller removes it), and
 * `databaseUrl` puts the server on PostgreSQL; `nodeArgs` adds Node options (a scenario's inspector).
 */
export async function startTessera(options: { env?: Record<string, string>; dataDir?: string; databaseUrl?: string; nodeArgs?: string[] } = {}): Promise<TesseraServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing; run npm run build first (benchmarks use the built server).`);
  }
  const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const dataDir = options.dataDir ?? join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // Not production, so the demo app is seeded; the embedded database unless one is named here.
  env.NODE_ENV = 'test';
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);

  const started = performance.now();
  const child = spawnNode({ file: SERVER_ENTRY, nodeArgs: [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? [])], env, cwd: REPO_ROOT, logFile: join(workDir, 'server.log') });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${baseURL}/api/health`, child, 90_000, 10);
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    logFile: child.logFile,
    pid: child.pid,
    ready_ms: Math.round(performance.now() - started),
    stop: async () => {
      await child.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
