import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_ARGS } from '../../scripts/server-node-args.mjs';
import { spawnNode, waitForOk } from './child';
import { findFreePort } from '@tessera/server/test/free-port';
import { REPO_ROOT } from './paths';

export type BareServer = { baseURL: string; pid: number; stop: () => Promise<void> };

/**
 * Runs the baseline in its own process, as Tessera runs in its own, so both get a whole event loop
 * and neither shares one with the load generator. With `headers`, it sends those instead of the
 * content type alone (an `x-request-id` among them gets a new counter value per answer).
 */
export async function startBareServer(response: { body: Uint8Array; contentType: string; headers?: [string, string][] }): Promise<BareServer> {
  const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-bare-'));
  const bodyFile = join(workDir, 'body');
  writeFileSync(bodyFile, response.body);
  const port = await findFreePort();
  const child = spawnNode({
    file: join(import.meta.dirname, 'bare-server-child.ts'),
    // tsx only compiles the file once at start; the request path is plain node:http. The same
    // Node options as the server, so both run on the same runtime.
    nodeArgs: [...SERVER_NODE_ARGS, '--import', 'tsx'],
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile, CONTENT_TYPE: response.contentType, ...(response.headers ? { HEADERS: JSON.stringify(response.headers) } : {}) },
    cwd: REPO_ROOT,
    logFile: join(workDir, 'bare.log'),
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${baseURL}/`, child, 30_000);
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    pid: child.pid,
    stop: async () => {
      await child.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
