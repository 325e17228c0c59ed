import { appError } from '@tessera/core/error-catalogue';
import { studioFontsContract } from '@tessera/core/api/studio-apps';
import { fontCatalogue } from '@tessera/core/fonts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/contract-route';
import { ownerContextOf, studioScope } from '../../modules/accounts/studio-scope';
import { createFontFiles, type FontFiles } from './font-files';

/** Font files never change under a name (a new version of a font would be a new package release). */
const FONT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const fontNotFound = () => appError('not_found');

/**
 * The self-hosted fonts (core `fonts.ts`): the files at `/fonts/{slug}/{file}.woff2`, which need
 * no app (every app and the studio canvas share them), and the studio's list of families.
 */
export async function registerFontRoutes(
  server: FastifyInstance,
  { files = createFontFiles() }: { files?: FontFiles } = {},
) {
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

  // The studio's list of families, behind the studio's guard like every studio call.
  await studioScope(server, (studio) => {
    route(studio, studioFontsContract, async ({ request }) => {
      await ownerContextOf(request);
      return { fonts: fontCatalogue.map(({ family, category }) => ({ family, category })) };
    });
  });
}
