import { appError } from '@tessera/core/error-catalogue';
import { createServer as createHttpServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { AppError } from '@tessera/core/errors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { afterListening } from './http/after-listening';
import { clientErrorHandler } from './http/client-errors';
import { errorHandler } from './http/error-handler';
import { guardInput } from './http/input-guard';
import { loggerOptions } from './http/log-redaction';
import { applyCatalogueMessages } from '@tessera/core/zod-messages';
import { createLoginGuard, createMemoryCounterStore, createRedisCounterStore } from './http/login-guard';
import { requestIdFrom } from './http/request-id';
import { OutcomeLogController } from './http/log-controller';
import { securityHeaders } from './http/security';
import { registerRateLimiting } from './http/rate-limits';
import { registerHealthRoutes } from './http/health-routes';
import { registerMultipart, uploadSetup } from './http/multipart';
import type { ServerModule } from './http/server-module';
import type { Extensions } from './context/extensions';
import type { Services } from './context/services';
import { registerDevMailbox } from './integrations/mail/dev-mailbox-routes';
import { createMailSender, DELIVER_MAIL_JOB } from './integrations/mail/sender';
import { createSsoVerifier } from './integrations/sso/id-token-verifier';
import { createJobRunner } from './jobs/runner';
import { createJobQueue } from './jobs/queue';
import { createPaymentsSetup } from './integrations/payments/setup';
import { createPushSetup } from './integrations/push/setup';
import { createInProcessBus, type Bus } from './realtime/bus';
import { createRealtimeHub } from './realtime/hub';
import fastifyWebsocket from '@fastify/websocket';
import { setPasswordHashCost } from './credentials/password';
import { accountsModule } from './modules/accounts/module';
import { findOwnerOf, studioScope } from './modules/accounts/studio-scope';
import { isOwnerTestRun } from './modules/accounts/test-run';
import { appsModule } from './modules/apps/module';
import { createAppRegistry } from './modules/apps/app-registry';
import { resolveApp } from './modules/apps/resolve-app';
import { mediaModule } from './modules/media/module';
import { membersModule } from './modules/members/module';
import { findMemberByIdentity } from './modules/members/current-member';
import { commerceModule } from './modules/commerce/module';
import { pagesModule } from './modules/pages/module';
import { createPageDataFastPath } from './modules/pages/page-data-fast-path';
import { createPublishCache } from './modules/pages/publish-cache';
import { progressModule } from './modules/progress/module';
import { formsModule } from './modules/forms/module';
import { programsModule } from './modules/programs/module';
import { scheduleModule } from './modules/schedule/module';
import { eventsModule } from './modules/events/module';
import { packsModule } from './modules/packs/module';
import { workoutsModule } from './modules/workouts/module';
import { activityModule } from './modules/activity/module';
import { messagingModule } from './modules/messaging/module';
import { notificationsModule } from './modules/notifications/module';
import { registerCodeFrame } from './static/code-frame';
import { registerFontRoutes } from './static/fonts/routes';
import { findDist, registerSpaRoutes } from './static/spa-routes';
import { registerPwaRoutes } from './static/pwa/routes';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

// Fastify's types describe these factories by Ajv's and fast-json-stringify's signatures; at run
// time a factory only has to return the route compiler, which the zod ones are.
const zodSchemaController = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;

/** Each module's contributions to the others, collected once in module order. */
function extensionsOf(modules: readonly ServerModule[]): Extensions {
  return {
    findMember: findMemberByIdentity,
    isTestRun: isOwnerTestRun,
    viewerFacts: modules.flatMap((m) => m.viewerFacts ?? []),
    signInParts: modules.flatMap((m) => m.signInParts ?? []),
    myContentParts: modules.flatMap((m) => m.myContentParts ?? []),
    productItems: modules.flatMap((m) => (m.productItems ? [m.productItems] : [])),
    appLifecycle: modules.flatMap((m) => (m.appLifecycle ? [m.appLifecycle] : [])),
    following: modules.flatMap((m) => (m.following ? [m.following] : [])),
    domainEvents: modules.flatMap((m) => m.domainEvents ?? []),
    reminderSources: modules.flatMap((m) => m.reminderSources ?? []),
  };
}

/**
 * Builds the whole server. Tests pass an open `database` (a fresh PGlite per file); otherwise it
 * opens the configured one, migrates it, and closes it when the server closes.
 */
export async function buildServer(
  config: Config,
  options: { database?: Database; logger?: boolean; logStream?: { write: (line: string) => void }; rateLimitNamespace?: string; bus?: Bus } = {},
): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) await runMigrations(database);

  // A schema's bare length limit is refused with the catalogue's field code and numbers.
  applyCatalogueMessages();
  setPasswordHashCost(config.passwordHashLog2N);
  // The studio is served at PUBLIC_URL/studio; its preview frames member apps from that origin.
  const studioOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  // The services object is filled below; modules that need it at run time read it lazily.
  const services = {} as Services;
  const modules: ServerModule[] = [accountsModule, appsModule, mediaModule, membersModule, commerceModule, pagesModule(() => services), progressModule, formsModule, programsModule, eventsModule, packsModule, scheduleModule, workoutsModule, messagingModule, notificationsModule, activityModule];
  const extensions = extensionsOf(modules);
  const registry = createAppRegistry({
    db: database.db,
    studioOrigin,
    navigation: async (db, app) => Object.assign({}, ...(await Promise.all(extensions.appLifecycle.map((part) => part.navigation?.(db, app) ?? {})))),
  });
  const publishCache = createPublishCache({ db: database.db });
  const security = securityHeaders({ isHttps: config.publicUrl?.startsWith('https://') ?? false, studioOrigin });
  const publicHost = config.publicUrl ? new URL(config.publicUrl).hostname.toLowerCase() : undefined;
  const tenancy = { registry, publicHost, defaultAppSlug: config.defaultAppSlug };
  // With debug logging every request is logged, so nothing may skip the framework.
  const isFastPathOn = !['debug', 'trace'].includes(config.logLevel);
  const servePageDataFast = createPageDataFastPath({ tenancy, cache: publishCache, security, trustProxy: config.trustProxy });

  const server = Fastify({
    logger: options.logger === false ? false : { ...loggerOptions(config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new OutcomeLogController(),
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    clientErrorHandler,
    // Fastify's own refusals before routing (a bad %-escape, an over-long parameter) in the one shape.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 600 },
    // Every route validates and serialises through zod: handing Fastify those compilers here keeps
    // it from loading Ajv and fast-json-stringify for its defaults (~0.1 s of every start, decision 036).
    schemaController: zodSchemaController,
    serverFactory: (handler) =>
      createHttpServer((request, response) => {
        if (isFastPathOn && servePageDataFast(request, response)) return;
        handler(request, response);
      }),
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.setErrorHandler(errorHandler);
  server.addHook('preValidation', guardInput);

  // ioredis loads only when Redis is configured (decision 036).
  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const verifySso = createSsoVerifier({ jwksUrls: { google: config.googleJwksUrl, apple: config.appleJwksUrl } });
  const mailSender = createMailSender({ db: database.db, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, log: server.log });
  const jobs = createJobRunner({ log: server.log, queue: createJobQueue({ db: database.db, log: server.log }) });
  if (mailSender.isEnabled) jobs.define({ name: DELIVER_MAIL_JOB, everyMs: 10_000, run: mailSender.deliverPending });
  else server.log.info({ msg: 'SMTP_URL is not set: emails stay in the outbox (the dev mailbox at /dev/mailbox shows them outside production)' });
  // Tests may hand two servers one in-process bus, as if they were two instances sharing Redis.
  const bus = options.bus ?? (config.redisUrl ? (await import('./realtime/redis-bus')).createRedisBus({ url: config.redisUrl }) : createInProcessBus());
  const realtimeHub = createRealtimeHub({ bus, log: server.log });
  const uploadsDir = path.resolve(config.dataDir, 'uploads');
  Object.assign(services, {
    database,
    registry,
    publishCache,
    verifySso,
    jobs,
    bus,
    realtimeHub,
    redis,
    areRateLimitsOn: config.areRateLimitsOn,
    loginGuard: createLoginGuard(redis ? createRedisCounterStore(redis, options.rateLimitNamespace ?? 'tessera-rl:') : createMemoryCounterStore(), { isOn: config.areRateLimitsOn }),
    extensions,
    urls: { publicUrl: config.publicUrl, defaultAppSlug: config.defaultAppSlug },
    webhooks: { allowPrivateAddresses: config.nodeEnv !== 'production' },
    push: createPushSetup({ db: database.db, config: config.push }),
    payments: createPaymentsSetup({ secret: config.paymentsSecret, stripeApiUrl: config.stripeApiUrl, storeRootFingerprints: config.appStoreRootFingerprints, isProduction: config.nodeEnv === 'production' }),
  } satisfies Omit<Services, 'uploads'>);
  server.decorate('services', services);
  for (const module of modules) for (const job of module.jobs?.(services) ?? []) jobs.define(job);
  for (const module of modules) module.jobHandlers?.(services, jobs);
  // Only a listening server runs background jobs, so tests that use inject() start no timers; their
  // first runs (all on the one database connection) wait until the first requests are answered.
  afterListening(server, () => jobs.start());
  // preClose runs before the onClose hook that closes the database.
  server.addHook('preClose', async () => {
    await realtimeHub.close();
    await jobs.stop();
    mailSender.close();
  });
  server.decorateRequest('tenant', null);
  server.decorateRequest('appContext', null);
  server.decorateRequest('ownerAuth', null);
  server.addHook('onClose', async () => {
    if (!options.bus) await bus.close();
    await redis?.quit();
  });
  // Whoever opened the database closes it: the server when it opened it, the caller otherwise.
  if (!options.database) {
    server.addHook('onClose', async () => {
      await database.close();
    });
  }
  server.addHook('onRequest', (request, reply, done) => {
    reply.headers(security.base).header('x-request-id', request.id);
    done();
  });

  const resolve = (request: Parameters<typeof resolveApp>[0]['request']) => resolveApp({ request, ...tenancy });

  await server.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await server.register(swagger, {
    openapi: {
      info: { title: 'Tessera API', version: '0.1.0', description: 'Every call of the member app and the studio, and the documented API for an app\'s own systems (/api/v1, with an API key).' },
      components: {
        securitySchemes: {
          appSlug: { type: 'apiKey', in: 'header', name: 'X-App-Slug' },
          userToken: { type: 'apiKey', in: 'header', name: 'X-User-Token' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'tsk_…',
            description: "An app's API key, made in the studio (Integrations) and shown once. Read keys call the GET routes of /api/v1, write keys every /api/v1 route.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI styles itself inline; nothing else is loosened and it loads nothing from outside.
  await server.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP:
      "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'self'; img-src 'self' data:; object-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'",
  });

  // Websocket routes (`{ websocket: true }`) in any scope; frames of at most 64 KB from clients.
  await server.register(fastifyWebsocket, { options: { maxPayload: 65_536 } });
  await registerRateLimiting(server, { redis, nameSpace: options.rateLimitNamespace ?? 'tessera-rl:' });

  // Routes that need no app.
  registerHealthRoutes(server);
  registerCodeFrame(server);
  await registerFontRoutes(server);
  if (config.nodeEnv !== 'production') {
    registerDevMailbox(server, { db: database.db, security, ownerAccountOf: async (request) => (await findOwnerOf(request))?.owner.account_id ?? null });
  }
  mkdirSync(uploadsDir, { recursive: true });
  await server.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Uploads are never rewritten: each is stored under a new random name (decision 032).
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  // Before both upload routes (the member's avatar, the studio's media): one parser for all scopes.
  await registerMultipart(server);
  services.uploads = uploadSetup(server, uploadsDir);

  for (const module of modules) await module.systemRoutes?.(server);

  // The studio's routes, every module's, behind one guard.
  await studioScope(server, async (scope) => {
    for (const module of modules) await module.studioRoutes?.(scope);
  });

  // Routes of one app: the tenancy hook resolves it before anything else runs.
  await server.register(async (tenantScope) => {
    tenantScope.addHook('onRequest', async (request) => {
      request.tenant = await resolve(request);
    });
    for (const module of modules) await module.memberRoutes?.(tenantScope);
  });

  const resolveTenantOrNull = async (request: Parameters<typeof resolve>[0]) => {
    try {
      return await resolve(request);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  };
  // The installable app's manifest and icons, per app (before the SPA's catch-all files).
  registerPwaRoutes({ server, resolveTenant: resolveTenantOrNull, uploadsDir });
  const spa = await registerSpaRoutes({
    server,
    webDist: findDist('web', config.webDist),
    studioDist: findDist('studio', config.studioDist),
    cache: publishCache,
    publicUrl: config.publicUrl,
    security,
    isSsrOn: config.isSsrOn,
    resolveTenant: resolveTenantOrNull,
  });

  server.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/__');
    if (!isApi && (await spa.handleHtmlFallback(request, reply))) return reply;
    return errorHandler(appError('not_found'), request, reply);
  });

  return server;
}
