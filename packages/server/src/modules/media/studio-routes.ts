import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as api from '@tessera/core/api/studio-media';
import type { StudioMedia } from '@tessera/core/api/studio-media';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appMedia } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { assertImage, storeFittedImage } from '../../integrations/storage/images';
import { readUploadedFile, type UploadSetup } from '../../http/multipart';
import { requireOwnedApp } from '../../http/studio-scope';

const FIELD = 'file';

const mediaView = (row: typeof appMedia.$inferSelect): StudioMedia => ({
  id: row.id,
  url: `/media/${row.path}`,
  width: row.width,
  height: row.height,
  format: row.format,
  bytes: row.bytes,
  created_at: row.createdAt.toISOString(),
});

/**
 * The studio's image uploads for one app. The owner and the app are checked before the file is
 * read, so a stranger's upload is refused without being stored or even decoded. Files live under
 * `uploads/<appId>/images/`; a row per file lets the studio offer earlier uploads.
 */
export function registerStudioMediaRoutes(scope: FastifyInstance, args: UploadSetup) {
  const db = () => scope.services.database.db;


  route(
    scope,
    api.uploadStudioMediaContract,
    async ({ params, request }) => {
      const { auth, app } = await requireOwnedApp(request, params.appId, db());
      const bytes = await readUploadedFile(request, FIELD);
      const format = await assertImage(bytes, `body.${FIELD}`);
      const stored = await storeFittedImage({
        uploadsDir: args.uploadsDir,
        appId: app.id,
        folder: 'images',
        bytes,
        sourceFormat: format,
        field: `body.${FIELD}`,
      });
      try {
        const [row] = await db()
          .insert(appMedia)
          .values({
            appId: app.id,
            path: stored.path,
            width: stored.width,
            height: stored.height,
            format: stored.format,
            bytes: stored.bytes,
            uploadedBy: auth.owner.id,
          })
          .returning();
        return { media: mediaView(row!) };
      } catch (error) {
        // A file no row points at would never be offered again: take it back.
        await rm(path.join(args.uploadsDir, stored.path), { force: true });
        throw error;
      }
    },
    { preHandler: [args.limitUploads] },
  );

  route(scope, api.studioMediaListContract, async ({ params, request }) => {
    const { app } = await requireOwnedApp(request, params.appId, db());
    const rows = await db()
      .select()
      .from(appMedia)
      .where(eq(appMedia.appId, app.id))
      .orderBy(desc(appMedia.createdAt), desc(appMedia.id))
      .limit(api.RECENT_MEDIA_LIMIT);
    return { items: rows.map(mediaView) };
  });
}
