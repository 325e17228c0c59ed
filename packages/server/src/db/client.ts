import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { createEmbeddedClient, embeddedDir } from './embedded';
import { findPreparedDataDir, restorePreparedDataDir } from './prepared-data-dir';

export type Schema = typeof schema;
/** The one database type modules see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a cheap query; used by the health check. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Opens PGlite in `dataDir/db` (one connection, one process) or PostgreSQL through a pool. Each
 * driver is imported when chosen, so a server loads only the one it uses. An empty `dataDir/db` is
 * filled from the data directory prepared at build time, when the bundle has one (decision 024).
 */
export async function openDatabase(args: { databaseUrl?: string; dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (args.databaseUrl) {
    const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: args.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let client = args.pglite;
  if (!client) {
    const dir = embeddedDir(args.dataDir ?? './.data');
    const prepared = findPreparedDataDir();
    if (!prepared || !restorePreparedDataDir(dir, prepared)) await mkdir(dir, { recursive: true });
    client = await createEmbeddedClient(dir);
  }
  const pglite = client;
  const { drizzle } = await import('drizzle-orm/pglite');
  await pglite.waitReady;
  const db = drizzle(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}
