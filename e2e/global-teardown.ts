import { rmSync } from 'node:fs';
import { clearServerState, readServerState } from './lib/server-state';
import { stopProcess } from './lib/stop-process';

/** Stops the server that global setup started and removes its throwaway data dir. */
export default async function globalTeardown(): Promise<void> {
  const state = readServerState();
  if (!state) return;
  await stopProcess(state.pid);
  rmSync(state.dataDir, { recursive: true, force: true });
  clearServerState();
}
