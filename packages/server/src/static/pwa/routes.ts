import { appError } from '@tessera/core/error-catalogue';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantApp } from '../../context/tenant-app';
import { createIconCache, drawIcon, logoFileOf, readLogo } from './icons';
import { iconKey, iconSourceOf, isIconFile, webManifest, type IconFile } from './manifest';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Addresses that stay the same while the logo changes: checked again within the hour. */
const SHORT = 'public, max-age=3600';

/**
 * The installable app's files, per app (resolved like every member request): the web manifest,
 * its icons at `/pwa-icons/<key>/<file>` (the key follows the logo and colours, so they are
 * immutable), `/pwa-icons/current/<file>` for the service worker's notifications, and
 * `/apple-touch-icon.png`, which iOS asks for by name.
 */
export function registerPwaRoutes(args: {
  server: FastifyInstance;
  resolveTenant: (request: FastifyRequest) => Promise<TenantApp | null>;
  uploadsDir: string;
}) {
  const { server, resolveTenant, uploadsDir } = args;
  const cache = createIconCache();

  const iconOf = (app: TenantApp, file: IconFile) => {
    const source = iconSourceOf(app.publicConfig);
    return cache.get(`${iconKey(source)}/${file}`, async () => {
      const logoBytes = await readLogo(logoFileOf({ logo: source.logo, appId: app.id, uploadsDir }));
      return drawIcon({ file, source, logoBytes });
    });
  };

  server.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const app = await resolveTenant(request);
    if (!app) throw appError('app_not_found');
    // The owner may rename the app or change its logo at any time: the browser checks each time.
    return reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(JSON.stringify(webManifest(app.publicConfig)));
  });

  server.get<{ Params: { key: string; file: string } }>('/pwa-icons/:key/:file', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const { key, file } = request.params;
    const app = await resolveTenant(request);
    if (!app || !isIconFile(file)) throw appError('not_found');
    const currentKey = iconKey(iconSourceOf(app.publicConfig));
    // An old key (the logo changed since) gets today's icon, checked again soon.
    const cacheControl = key === currentKey ? IMMUTABLE : SHORT;
    return reply.header('cache-control', cacheControl).type('image/png').send(await iconOf(app, file));
  });

  server.get('/apple-touch-icon.png', { schema: { hide: true }, compress: false }, async (request, reply) => {
    const app = await resolveTenant(request);
    if (!app) throw appError('app_not_found');
    return reply.header('cache-control', SHORT).type('image/png').send(await iconOf(app, 'apple-touch-icon.png'));
  });
}
