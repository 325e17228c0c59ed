import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { embeddedDir, EMBEDDED_SETTINGS, hasEmbeddedDatabase } from './embedded';
import { runMigrations } from './migrate';
import { writePreparedDataDir } from './prepare-data-dir';
import { PREPARED_DATA_DIR_FILE, restorePreparedDataDir } from './prepared-data-dir';

/**
 * What the build prepares and a first start unpacks: a migrated database that opens with the
 * server's settings and needs no migration.
 */
let dir: string;
let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)) as unknown as { rows: T[] };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tessera-prepare-'));
  await writePreparedDataDir(dir);
  const dataDir = path.join(dir, 'data');
  expect(hasEmbeddedDatabase(dataDir)).toBe(false);
  expect(restorePreparedDataDir(embeddedDir(dataDir), path.join(dir, PREPARED_DATA_DIR_FILE))).toBe(true);
  expect(hasEmbeddedDatabase(dataDir)).toBe(true);
  database = await openDatabase({ dataDir });
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the prepared data directory', () => {
  it('holds every migration, so a first start migrates nothing', async () => {
    const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await runMigrations(database);
    expect(await count()).toBe(before);
    expect((await rows<{ name: string | null }>(sql`select to_regclass('public.pages')::text as name`)).rows[0]!.name).toBe('pages');
  });

  it('opens with the embedded settings', async () => {
    for (const [name, value] of Object.entries(EMBEDDED_SETTINGS)) {
      expect((await rows<Record<string, string>>(sql.raw(`show ${name}`))).rows[0]![name]).toBe(value);
    }
  });
});
