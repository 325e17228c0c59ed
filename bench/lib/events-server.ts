// A bench-only server: the real buildServer on a fresh PGlite (or the fresh PostgreSQL database in
// DATABASE_URL) holding the demo app plus a daily class on its own event page, planned a year
// ahead, so `per_period` over a year is measured at the size the issue names.
import { eq } from 'drizzle-orm';
import { apps, events } from '@tessera/server/db/schema/index';
import { buildServer } from '@tessera/server/app';
import { loadConfig } from '@tessera/server/config';
import { openDatabase } from '@tessera/server/db/client';
import { runMigrations } from '@tessera/server/db/migrate';
import { DEMO_APP_SLUG } from '@tessera/server/demo/logins';
import { seedDemo } from '@tessera/server/demo/seed';
import { planOccurrences } from '@tessera/server/modules/events/planning';
import { rebuildPublishCache } from '@tessera/server/modules/pages/publisher';
import { createPage } from '@tessera/server/test/factories';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn' });
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
await runMigrations(database);
await seedDemo(database.db, { dataDir: config.dataDir });

const [demo] = await database.db.select({ id: apps.id }).from(apps).where(eq(apps.slug, DEMO_APP_SLUG));
const page = await createPage(database.db, { appId: demo!.id, path: '/daily-class', title: 'Daily class', contentType: 'event_occurrence' });
const today = new Date().toISOString().slice(0, 10);
const [event] = await database.db
  .insert(events)
  .values({ appId: demo!.id, title: 'Daily class', pageId: page.id, timezone: 'Europe/Berlin', startsAtLocal: `${today}T23:30`, durationMinutes: 30, rrule: 'FREQ=DAILY', capacity: 20 })
  .returning();
await planOccurrences(database.db, event!, new Date());
await rebuildPublishCache(database.db, demo!.id);
console.log(`EVENT_ID=${event!.id}`);

const server = await buildServer(config, { database });
await server.listen({ port: config.port, host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => {
  void server.close().then(() => database.close()).then(() => process.exit(0));
});
