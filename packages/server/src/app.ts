import { appError } from '@tessera/core/error-catalogue';
import { createServer as createHttpServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { AppError } from '@tessera/core/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { clientErrorHandler } from './http/client-errors';
import { errorHandler } from './http/error-handler';
import { requestIdFrom } from './http/request-id';
import { createPageDataFastPath } from './modules/pages/page-data-fast-path';
import { OutcomeLogController } from './http/log-controller';
import { securityHeaders } from './http/security';
import { registerAppRoutes } from './modules/apps/member-routes';
import { registerAuthRoutes } from './modules/members/auth-routes';
import { registerDevMailbox } from './integrations/mail/dev-mailbox-routes';
import { createMailSender } from './integrations/mail/sender';
import { setPasswordHashCost } from './modules/members/password';
import { registerAvatarRoute } from './modules/members/avatar-route';
import { registerMultipart, uploadSetup } from './http/multipart';
import { registerStudioRoutes } from './modules/accounts/studio-routes';
import { registerSubscriberRoutes } from './modules/members/subscriber-routes';
import { registerPageProgressRoutes } from './modules/progress/member-routes';
import { registerMyContentRoute } from './modules/progress/my-content-route';
import { registerContentRoute } from './modules/progress/content-route';
import { registerBlockRoutes } from './modules/pages/block-routes';
import { createSsoVerifier, type SsoVerifier } from './integrations/sso/id-token-verifier';
import { registerRateLimiting } from './http/rate-limits';
import { Redis } from 'ioredis';
import { registerHealthRoutes } from './http/health-routes';
import { registerCodeFrame } from './static/code-frame';
import { registerFontRoutes } from './static/fonts/routes';
import { registerPageDataRoutes } from './modules/pages/page-data-routes';
import { createPublishCache, type PublishCache } from './modules/pages/publish-cache';
import { findDist, registerSpaRoutes } from './static/spa-routes';
import { createAppRegistry, type AppRegistry } from './tenancy/app-registry';
import { resolveApp } from './tenancy/resolve-app';

export type Services = {
  database: Database;
  registry: AppRegistry;
  publishCache: PublishCache;
  verifySso: SsoVerifier;
  /** Asks the mail sender to deliver pending emails soon. */
  kickMail: () => void;
  redis: Redis | null;
  /** False only when AUTH_RATE_LIMITS=off (benchmarks; never production). */
  areRateLimitsOn: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}


/**
 * Builds the whole server. Tests pass an open `database` (a fresh PGlite per file); otherwise it
 * opens the configured one, migrates it, and closes it when the server closes.
 */
export async function buildServer(
  config: Config,
  options: { database?: Database; logger?: boolean; rateLimitNamespace?: string } = {},
): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) await runMigrations(database);

  setPasswordHashCost(config.passwordHashLog2N);
  // The studio is served at PUBLIC_URL/studio; its preview frames member apps from that origin.
  const studioOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  const registry = createAppRegistry({ db: database.db, studioOrigin });
  const publishCache = createPublishCache({ db: database.db });
  const security = securityHeaders({ isHttps: config.publicUrl?.startsWith('https://') ?? false, studioOrigin });
  const publicHost = config.publicUrl ? new URL(config.publicUrl).hostname.toLowerCase() : undefined;
  const tenancy = { registry, publicHost, defaultAppSlug: config.defaultAppSlug };
  // With debug logging every request is logged, so nothing may skip the framework.
  const isFastPathOn = !['debug', 'trace'].includes(config.logLevel);
  const servePageDataFast = createPageDataFastPath({ tenancy, cache: publishCache, security, trustProxy: config.trustProxy });

  const server = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers["x-user-token"]', 'req.headers.cookie'] },
    logController: new OutcomeLogController(),
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 600 },
    serverFactory: (handler) =>
      createHttpServer((request, response) => {
        if (isFastPathOn && servePageDataFast(request, response)) return;
        handler(request, response);
      }),
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.setErrorHandler(errorHandler);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const verifySso = createSsoVerifier({ jwksUrls: { google: config.googleJwksUrl, apple: config.appleJwksUrl } });
  const mailSender = createMailSender({ db: database.db, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, log: server.log });
  server.decorate('services', { database, registry, publishCache, verifySso, kickMail: mailSender.kick, redis, areRateLimitsOn: config.areRateLimitsOn });
  // Only a listening server delivers mail, so tests that use inject() start no timers.
  server.addHook('onListen', async () => {
    mailSender.start(10_000);
  });
  // preClose runs before the onClose hook that closes the database.
  server.addHook('preClose', async () => {
    await mailSender.stop();
  });
  server.decorateRequest('tenant', null);
  server.decorateRequest('memberAuth', null);
  server.decorateRequest('viewer', null);
  if (redis) {
    server.addHook('onClose', async () => {
      await redis.quit();
    });
  }
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
      info: { title: 'Tessera API', version: '0.1.0', description: 'Every call of the member app and the studio.' },
      components: {
        securitySchemes: {
          appSlug: { type: 'apiKey', in: 'header', name: 'X-App-Slug' },
          userToken: { type: 'apiKey', in: 'header', name: 'X-User-Token' },
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

  await registerRateLimiting(server, { redis, nameSpace: options.rateLimitNamespace ?? 'tessera-rl:' });

  // Routes that need no app.
  registerHealthRoutes(server);
  registerCodeFrame(server);
  await registerFontRoutes(server);
  if (config.nodeEnv !== 'production') registerDevMailbox(server, { db: database.db, security });
  const uploadsDir = path.resolve(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await server.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
  });
  // Before both upload routes (the member's avatar, the studio's media): one parser for all scopes.
  await registerMultipart(server);
  const uploads = uploadSetup(server, uploadsDir);

  await registerStudioRoutes(server, { publicUrl: config.publicUrl, defaultAppSlug: config.defaultAppSlug, uploads });

  // Routes of one app: the tenancy hook resolves it before anything else runs.
  await server.register(async (tenantScope) => {
    tenantScope.addHook('onRequest', async (request) => {
      request.tenant = await resolve(request);
    });
    registerAppRoutes(tenantScope);
    registerAuthRoutes(tenantScope);
    registerSubscriberRoutes(tenantScope);
    registerPageProgressRoutes(tenantScope);
    registerMyContentRoute(tenantScope);
    registerContentRoute(tenantScope);
    registerBlockRoutes(tenantScope);
    registerAvatarRoute(tenantScope, uploads);
    registerPageDataRoutes(tenantScope, publishCache);
  });

  const spa = await registerSpaRoutes({
    server,
    webDist: findDist('web', config.webDist),
    studioDist: findDist('studio', config.studioDist),
    cache: publishCache,
    publicUrl: config.publicUrl,
    security,
    resolveTenant: async (request) => {
      try {
        return await resolve(request);
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    },
  });

  server.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/__');
    if (!isApi && (await spa.handleHtmlFallback(request, reply))) return reply;
    return errorHandler(appError('not_found'), request, reply);
  });

  return server;
}
