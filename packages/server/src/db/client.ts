import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

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

/** Opens PGlite in `dataDir/db` (one connection, one process) or PostgreSQL through a pool. */
export async function openDatabase(args: { databaseUrl?: string; dataDir?: string; pglite?: PGlite }): Promise<Database> {
  if (args.databaseUrl) {
    const pool = new pg.Pool({ connectionString: args.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
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
    const dir = path.resolve(args.dataDir ?? './.data', 'db');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const pglite = client;
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}
