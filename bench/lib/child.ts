import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';

export type RunningChild = { pid: number; logFile: string; hasExited: () => boolean; stop: () => Promise<void> };

// Children still running when the benchmark dies (an exception, Ctrl-C) must not outlive it.
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

/** Starts `node [nodeArgs] file` with its output in a log file, so it never competes for our stdout. */
export function spawnNode(options: {
  file: string;
  nodeArgs?: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
  logFile: string;
}): RunningChild {
  const log = openSync(options.logFile, 'w');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.file], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
  });
  if (child.pid === undefined) throw new Error(`could not start ${options.file}`);
  running.add(child);
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      hasExited = true;
      running.delete(child);
      resolve();
    }),
  );

  // SIGTERM lets the server drain and close its database; SIGKILL only if it hangs.
  async function stop(): Promise<void> {
    if (hasExited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  return { pid: child.pid, logFile: options.logFile, hasExited: () => hasExited, stop };
}

export function tailOf(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * Polls a URL until it answers 2xx, failing early if the process behind it has exited. Start-up
 * times are measured with a short `pollMs`.
 */
export async function waitForOk(url: string, child: RunningChild, timeoutMs = 90_000, pollMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.hasExited()) {
      throw new Error(`the process exited before ${url} answered. Its output:\n${tailOf(child.logFile)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  await child.stop();
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s (${lastProblem}). Output:\n${tailOf(child.logFile)}`);
}
