import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database (decision 024). PGlite's WebAssembly memory only
 * grows, and PostgreSQL touches its whole buffer pool at start, so initdb's `shared_buffers = 128MB`
 * alone kept ~120 MB resident. One process with one connection and a member app's working set
 * does as well with 16 MB (measured: no loss of page-data or listing throughput).
 */
export const EMBEDDED_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
};

/** Where the embedded database lives inside `DATA_DIR`. */
export function embeddedDir(dataDir: string): string {
  return path.resolve(dataDir, 'db');
}

/** Whether `DATA_DIR` already holds an embedded database (false on a first start). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(embeddedDir(dataDir), 'PG_VERSION'));
}

/**
 * A PGlite with the settings above, in `dir` or in memory. PGlite is imported here, on first use,
 * so a server on PostgreSQL never loads it.
 */
export async function createEmbeddedClient(dir?: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const settings = Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  // Options go in one object: `new PGlite(undefined, options)` would ignore them.
  return new PGlite({ ...(dir ? { dataDir: dir } : {}), startParams: [...PGlite.defaultStartParams, ...settings] });
}
