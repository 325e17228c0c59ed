import { appError } from '@tessera/core/error-catalogue';
import { studioFontsContract } from '@tessera/core/api/studio-apps';
import { fontCatalogue } from '@tessera/core/fonts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { requireOwner } from '../../modules/accounts/owner-auth';
import { createFontFiles, type FontFiles } from './font-files';

/** Font files never change under a name (a new version of a font would be a new package release). */
const FONT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const fontNotFound = () => appError('not_found');

/**
 * The self-hosted fonts (core `fonts.ts`): the files at `/fonts/{slug}/{file}.woff2`, which need
 * no app (every app and the studio canvas share them), and the studio's list of families.
 */
export async function registerFontRoutes(server: FastifyInstance, { files = createFontFiles() }: { files?: FontFiles } = {}) {
  server.get<{ Params: { slug: string; file: string } }>(
    '/fonts/:slug/:file',
    // woff2 is compressed already; compressing it again only costs CPU.
    { compress: false, schema: { hide: true } },
    async (request, reply) => {
      const { slug, file } = request.params;
      let bytes: Buffer | null;
      try {
        bytes = await files.read(slug, file);
      } catch (error) {
        request.log.error({ msg: 'font file unreadable', slug, file, err: error });
        throw fontNotFound();
      }
      if (!bytes) throw fontNotFound();
      return reply.header('cache-control', FONT_CACHE_CONTROL).type('font/woff2').send(bytes);
    },
  );

  // Studio calls carry X-Tessera-Studio: 1 (the CSRF guard of modules/studio/routes.ts).
  await server.register(async (studio) => {
    studio.addHook('onRequest', async (request) => {
      if (request.headers['x-tessera-studio'] !== '1') {
        throw appError('studio_header_missing');
      }
    });
    route(studio, studioFontsContract, async ({ request }) => {
      await requireOwner(request);
      return { fonts: fontCatalogue.map(({ family, category }) => ({ family, category })) };
    });
  });
}
