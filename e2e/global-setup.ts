import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@tessera/server/test/free-port';
import { BASE_URL_ENV, E2E_DIR, REPO_ROOT, writeServerState } from './lib/server-state';
import { stopProcess } from './lib/stop-process';

const SERVER_ENTRY = join(REPO_ROOT, 'packages/server/dist/main.js');
const WEB_INDEX = join(REPO_ROOT, 'packages/web/dist/index.html');
// A cold start migrates and seeds a fresh embedded database; on a 2-core machine that takes a while.
const STARTUP_TIMEOUT_MS = 90_000;

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

async function waitForHealth(baseURL: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('the server process exited during startup');
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not healthy after ${STARTUP_TIMEOUT_MS / 1000} s (${lastProblem})`);
}

/**
 * Starts the built server, exactly as production would run it, on a free port and an empty data
 * dir, so every run begins from the freshly seeded demo app and never touches a developer's data.
 */
export default async function globalSetup(): Promise<void> {
  for (const built of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(built)) {
      throw new Error(`e2e: ${built} is missing; run npm run build first (end-to-end tests use the built app).`);
    }
  }

  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  mkdirSync(join(E2E_DIR, 'logs'), { recursive: true });
  const logFile = join(E2E_DIR, 'logs', 'server.log');
  const log = openSync(logFile, 'w');

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // Not production, so the demo app is seeded; and always the embedded database, never a shared one.
  env.NODE_ENV = 'test';
  // The suite signs up more members from one IP than the hourly sign-up limit allows; the limits
  // themselves are proven by the integration tests (auth, media, activity), not here.
  env.AUTH_RATE_LIMITS = 'off';
  delete env.DATABASE_URL;
  delete env.REDIS_URL;

  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', log, log] });
  // The runner must be able to exit even if teardown never runs; teardown stops the server by pid.
  child.unref();
  let hasExited = false;
  child.on('exit', () => {
    hasExited = true;
  });
  if (child.pid === undefined) throw new Error(`e2e: could not start ${SERVER_ENTRY}`);

  try {
    await waitForHealth(baseURL, () => hasExited);
  } catch (error) {
    await stopProcess(child.pid);
    rmSync(dataDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`e2e: ${reason}. Last server output (${logFile}):\n${tail(logFile)}`);
  }

  writeServerState({ baseURL, pid: child.pid, dataDir, logFile });
  // Workers inherit the runner's environment, so the config's `use.baseURL` picks this up there.
  process.env[BASE_URL_ENV] = baseURL;
  console.log(`e2e: server ready at ${baseURL} (data dir ${dataDir}, log ${logFile})`);
}
