import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { hashPassword, setPasswordHashCost } from './credentials/password';
import { openDatabase } from './db/client';
import { hasEmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo/logins';
import { mapStackTracesLazily } from './stack-traces';

// Stack traces of the built server name its TypeScript sources, each map read on the first trace
// that needs it rather than at start (decision 040). Where Node already maps them (tsx in
// development, --enable-source-maps), it is left to Node.
if (!process.sourceMapsEnabled) mapStackTracesLazily(path.dirname(fileURLToPath(import.meta.url)));

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  // A first start on the embedded database will seed the demo: its one password hash (scrypt,
  // ~270 ms on libuv's threads) runs while the database opens rather than after.
  let demoPasswordHash: Promise<string> | undefined;
  if (config.shouldSeedDemo && !config.databaseUrl && !hasEmbeddedDatabase(config.dataDir)) {
    setPasswordHashCost(config.passwordHashLog2N);
    demoPasswordHash = hashPassword(DEMO_PASSWORD);
    demoPasswordHash.catch(() => {}); // the seed awaits it and sees any error
  }

  // The database opens while the server's modules load (they are imported here, not above): PGlite
  // reads and compiles its WebAssembly off the main thread meanwhile (decision 024).
  const [database, { buildServer }, { seedDemo }] = await Promise.all([
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    import('./app'),
    import('./demo/seed'),
  ]);
  await runMigrations(database);
  const server = await buildServer(config, { database });
  // Given an open database, the server leaves closing it to its opener.
  server.addHook('onClose', async () => {
    await database.close();
  });
  if (config.shouldSeedDemo && (await seedDemo(database.db, { dataDir: config.dataDir, passwordHash: demoPasswordHash }))) {
    server.services.registry.invalidate();
    server.log.info({ msg: 'seeded the demo app', slug: 'demo' });
  }

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    server.log.info({ msg: 'shutting down', signal });
    // Fastify stops accepting, drains in-flight requests, then runs onClose (closes the database).
    const timer = setTimeout(() => {
      server.log.error({ msg: 'shutdown took too long; exiting' });
      process.exit(1);
    }, 10_000);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ msg: 'error during shutdown', err: error });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await server.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log(`\nTessera listening on ${shown}`);
  console.log(`  member app  ${shown}/`);
  console.log(`  studio      ${shown}/studio`);
  console.log(`  API docs    ${shown}/api/docs`);
  console.log(`  database    ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`);
  if (config.shouldSeedDemo) {
    console.log(`\nDemo logins (password "${DEMO_PASSWORD}"):`);
    for (const person of DEMO_PEOPLE) console.log(`  ${person.email.padEnd(20)} ${person.role}`);
  }
  console.log('');
}

main().catch((error: unknown) => {
  console.error('Tessera failed to start:', error);
  process.exit(1);
});
