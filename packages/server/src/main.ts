import { buildServer } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemo } from './demo/seed';

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

  const server = await buildServer(config);
  const { database } = server.services;
  if (config.shouldSeedDemo && (await seedDemo(database.db, { dataDir: config.dataDir }))) {
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
