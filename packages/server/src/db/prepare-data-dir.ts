import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client';
import { createEmbeddedClient } from './embedded';
import { runMigrations } from './migrate';
import { installedPgliteVersion, PREPARED_DATA_DIR_FILE, PREPARED_DATA_DIR_META, type PreparedDataDirMeta } from './prepared-data-dir';

/**
 * Writes the prepared data directory (see prepared-data-dir.ts) into `outDir`: a fresh embedded
 * database with the server's settings and every migration, checkpointed and dumped.
 */
export async function writePreparedDataDir(outDir: string): Promise<void> {
  const client = await createEmbeddedClient();
  const database = await openDatabase({ pglite: client });
  try {
    await runMigrations(database);
    // Everything in the data files, so a first start has no WAL to replay.
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(path.join(outDir, PREPARED_DATA_DIR_FILE), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  const meta: PreparedDataDirMeta = { pglite: installedPgliteVersion() };
  writeFileSync(path.join(outDir, PREPARED_DATA_DIR_META), `${JSON.stringify(meta)}\n`);
}

