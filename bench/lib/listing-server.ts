// A bench-only server: the real buildServer on a fresh PGlite (or the fresh PostgreSQL database in
// DATABASE_URL) holding the demo app plus a library of
// PAGE_COUNT published articles, so listings are measured at the size the issue names.
import { eq, sql } from 'drizzle-orm';
import { apps } from '@tessera/server/db/schema/index';
import { buildServer } from '@tessera/server/app';
import { loadConfig } from '@tessera/server/config';
import { openDatabase } from '@tessera/server/db/client';
import { runMigrations } from '@tessera/server/db/migrate';
import { DEMO_APP_SLUG } from '@tessera/server/demo/logins';
import { seedDemo } from '@tessera/server/demo/seed';
import { rebuildPublishCache } from '@tessera/server/modules/pages/publisher';

const pageCount = Number(process.env.PAGE_COUNT ?? 100_000);
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn' });
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
await runMigrations(database);
await seedDemo(database.db, { dataDir: config.dataDir });

const started = performance.now();
await database.db.execute(sql`
  with app as (select id from apps where slug = ${DEMO_APP_SLUG}),
  shelf as (
    insert into pages (app_id, root_id, path, title, content_type, blocks, access, display, is_published, position)
    select app.id, gen_random_uuid(), '/shelf', 'Shelf', 'collection', '{"schema_version":1,"blocks":[]}', '{"inherit":true,"parent":null}', '{}', true, 100 from app
    returning id, app_id
  )
  insert into pages (app_id, root_id, parent_id, path, title, content_type, blocks, access, display, is_published, position, tags, description)
  select shelf.app_id, shelf.id, shelf.id, '/shelf/article-' || n, 'Article ' || n, 'article',
         '{"schema_version":1,"blocks":[]}',
         case when n % 10 = 0 then '{"inherit":false,"require_purchase":true,"products":[{"id":"peak-premium"}]}'::jsonb else '{"inherit":true}'::jsonb end,
         '{}', true, n, jsonb_build_array('tag' || (n % 20)), 'Generated article ' || n
  from shelf, generate_series(1, ${pageCount}) as n
`);
await database.db.execute(sql`update pages set root_id = id where path = '/shelf'`);
// After a bulk load autovacuum would gather statistics soon; gather them now so plans are realistic.
await database.db.execute(sql`analyze pages`);
const [demo] = await database.db.select({ id: apps.id }).from(apps).where(eq(apps.slug, DEMO_APP_SLUG));
await rebuildPublishCache(database.db, demo!.id);
console.log(`seeded ${pageCount} pages and published in ${Math.round(performance.now() - started)} ms`);

const server = await buildServer(config, { database });
await server.listen({ port: config.port, host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => {
  void server.close().then(() => database.close()).then(() => process.exit(0));
});
