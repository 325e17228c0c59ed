import { existsSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnNode, waitForOk } from './child';
import { findFreePort } from './free-port';
import { REPO_ROOT, SERVER_ENTRY } from './paths';

export type TesseraServer = { baseURL: string; logFile: string; stop: () => Promise<void> };

/**
 * Starts the built server as production runs it, on a free port and a fresh embedded database
 * seeded with the demo app, so every run measures the same data and never touches a developer's.
 */
export async function startTessera(options: { env?: Record<string, string> } = {}): Promise<TesseraServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing; run npm run build first (benchmarks use the built server).`);
  }
  const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir);
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // Not production, so the demo app is seeded; always the embedded database, never a shared one.
  env.NODE_ENV = 'test';
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, options.env);

  const child = spawnNode({ file: SERVER_ENTRY, env, cwd: REPO_ROOT, logFile: join(workDir, 'server.log') });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${baseURL}/api/health`, child);
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    logFile: child.logFile,
    stop: async () => {
      await child.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
