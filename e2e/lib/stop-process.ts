/** True while a process with this id exists (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM so the server drains and closes its embedded database cleanly; SIGKILL only if it has not
 * gone after the grace period, so a hung shutdown can never hang the test run.
 */
export async function stopProcess(pid: number, graceMs = 10_000): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) {
    console.warn(`e2e: server ${pid} ignored SIGTERM for ${graceMs} ms, killing it`);
    process.kill(pid, 'SIGKILL');
  }
}
