import { readFileSync, rmSync } from 'node:fs';
import { clearServerState, readServerState } from './lib/server-state';
import { isAlive, stopProcess } from './lib/stop-process';

/** Stops the server that global setup started and removes its throwaway data dir. */
export default async function globalTeardown(): Promise<void> {
  const state = readServerState();
  if (!state) return;
  // A server that died mid-run explains every later "connection refused": say so plainly.
  if (!isAlive(state.pid)) {
    const output = readFileSync(state.logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
    console.warn(`e2e: the server exited during the run. Last output (${state.logFile}):\n${output}`);
  }
  await stopProcess(state.pid);
  rmSync(state.dataDir, { recursive: true, force: true });
  clearServerState();
}
