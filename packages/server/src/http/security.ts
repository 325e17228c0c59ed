import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every response. The CSP is what the two SPAs need and no more: no inline
 * scripts (the app config travels as a JSON data block), styles may be inline (theme variables,
 * the block editor), media and embeds from https only.
 */
export async function registerSecurityHeaders(server: FastifyInstance, args: { isHttps: boolean }) {
  await server.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(args.isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The SPA is embedded by the studio's preview (same origin) and native shells load it directly.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: args.isHttps,
  });
}
