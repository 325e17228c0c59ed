import { appSlugSchema } from '@tessera/core/entities/app';
import { AppError } from '@tessera/core/errors';
import type { FastifyRequest } from 'fastify';
import type { TenantApp } from '../http/context';
import type { AppRegistry } from './app-registry';

export const appNotFound = () => new AppError({ code: 'app_not_found', status: 404, message: 'App not found' });

/** The request's host without port, lower-case; empty when absent or malformed. */
export function hostOf(request: FastifyRequest): string {
  const host = request.hostname ?? '';
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * ARCHITECTURE: Tenancy. An app is found by its custom domain, else by `X-App-Slug`, else by a
 * sub-domain of PUBLIC_URL's host (`demo.apps.example.com`), else the configured default app.
 */
export async function resolveApp(args: {
  request: FastifyRequest;
  registry: AppRegistry;
  publicHost: string | undefined;
  defaultAppSlug: string | undefined;
}): Promise<TenantApp> {
  const { request, registry, publicHost, defaultAppSlug } = args;
  const host = hostOf(request);
  if (host && host !== publicHost) {
    // A cached miss (null) must not fall through to another lookup: peek distinguishes it from undefined.
    const peeked = registry.peekByDomain(host);
    const byDomain = peeked === undefined ? await registry.findByDomain(host) : peeked;
    if (byDomain) return byDomain;
  }
  const header = request.headers['x-app-slug'];
  if (header !== undefined) {
    const slug = appSlugSchema.safeParse(Array.isArray(header) ? header[0] : header);
    if (!slug.success) {
      throw new AppError({
        code: 'validation_failed',
        status: 400,
        message: 'headers.x-app-slug: Use lower-case letters, digits and dashes',
        details: [{ field: 'headers.x-app-slug', message: slug.error.issues[0]?.message ?? 'Invalid app slug' }],
      });
    }
    const peeked = registry.peekBySlug(slug.data);
    const app = peeked === undefined ? await registry.findBySlug(slug.data) : peeked;
    if (!app) throw appNotFound();
    return app;
  }
  if (publicHost && host.endsWith(`.${publicHost}`)) {
    const sub = host.slice(0, -publicHost.length - 1);
    const app = appSlugSchema.safeParse(sub).success ? await registry.findBySlug(sub) : null;
    if (app) return app;
  }
  if (defaultAppSlug) {
    const peeked = registry.peekBySlug(defaultAppSlug);
    const app = peeked === undefined ? await registry.findBySlug(defaultAppSlug) : peeked;
    if (app) return app;
  }
  throw appNotFound();
}
