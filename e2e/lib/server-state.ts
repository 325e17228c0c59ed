import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What global setup hands to the tests and to global teardown. Setup and teardown are separate
 * modules, so the running server is described in a file rather than kept in memory.
 */
export type ServerState = { baseURL: string; pid: number; dataDir: string; logFile: string };

export const E2E_DIR = join(import.meta.dirname, '..');
export const REPO_ROOT = join(E2E_DIR, '..');
const STATE_FILE = join(E2E_DIR, '.server-state.json');

/** The environment variable through which workers learn where the server listens. */
export const BASE_URL_ENV = 'TESSERA_E2E_BASE_URL';

export function writeServerState(state: ServerState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function readServerState(): ServerState | undefined {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState;
  } catch {
    return undefined;
  }
}

export function clearServerState(): void {
  rmSync(STATE_FILE, { force: true });
}
