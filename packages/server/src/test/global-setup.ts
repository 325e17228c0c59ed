import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a tarball of the migrated base every test file starts from. */
    pgliteBasePath: string;
    /** PostgreSQL: the migrated template database each test file copies. */
    postgresTemplate: string;
    /** Names this run's database copies, so teardown drops only its own. */
    runId: string;
  }
}

/**
 * Migrates one base database for the whole run; each test file then gets its own copy (ARCHITECTURE:
 * Tests). With TEST_DATABASE_URL the base is a PostgreSQL template database, otherwise a PGlite dump.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `tessera_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString() });
    await runMigrations(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('runId', String(process.pid));
    project.provide('pgliteBasePath', '');
    return async () => {
      // Only this run's copies: another run on the same server keeps its databases.
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`tessera_t_${process.pid}_%`, template],
      );
      for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-base-'));
  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  const basePath = path.join(dir, 'base.tar');
  writeFileSync(basePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteBasePath', basePath);
  project.provide('postgresTemplate', '');
  project.provide('runId', String(process.pid));
  return () => rmSync(dir, { recursive: true, force: true });
}
