import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildServer } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';

/** A fresh database for one test file, copied from the migrated base made in global-setup. */
export async function openTestDatabase(): Promise<Database & { drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `tessera_t_${inject('runId')}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: fileUrl.toString() });
    return {
      ...database,
      drop: async () => {
        await database.close();
        // The pool's connections finish closing a moment after end() resolves; forcing the drop
        // earlier would kill them mid-close and surface as unhandled errors.
        for (let attempt = 0; ; attempt++) {
          try {
            await admin.query(attempt < 50 ? `drop database if exists ${name}` : `drop database if exists ${name} with (force)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await admin.end();
      },
    };
  }
  const base = readFileSync(inject('pgliteBasePath'));
  const client = new PGlite({ loadDataDir: new Blob([base]) });
  const database = await openDatabase({ pglite: client });
  return { ...database, drop: async () => database.close() };
}

export type TestServer = {
  server: FastifyInstance;
  db: Database['db'];
  dataDir: string;
  close: () => Promise<void>;
};

/** A test server's configuration: no default app, no front ends, a cheap password hash. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEFAULT_APP_SLUG: '',
    WEB_DIST: path.join(dataDir, 'no-web'),
    STUDIO_DIST: path.join(dataDir, 'no-studio'),
    PASSWORD_HASH_LOG2_N: '12',
    ...env,
  });
}

/**
 * A real server on a fresh database, without listening (tests call `server.inject`). No default
 * app, so every request must name its app as clients do.
 */
export async function createTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-test-'));
  const config = testConfig(dataDir, { ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}), ...env });
  // A namespace per server keeps rate-limit counters of parallel test files apart on a shared Redis.
  const server = await buildServer(config, { database, logger: false, rateLimitNamespace: `tessera-test-${randomUUID()}:` });
  await server.ready();
  return {
    server,
    db: database.db,
    dataDir,
    close: async () => {
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
