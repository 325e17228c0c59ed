import { RECENT_MEDIA_LIMIT, type StudioMedia } from '@tessera/core/api/studio-media';
import { desc, eq } from 'drizzle-orm';
import { storeRecordedImage } from '../../integrations/storage/images';
import type { OwnedAppContext } from '../apps/owned-app';
import { appMedia } from './schema';

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
 * An image the owner uploaded for an app: judged by its bytes, re-encoded (metadata dropped), stored
 * under `uploads/<appId>/images/`, and listed so the studio can offer it again.
 */
export async function addAppImage(ctx: OwnedAppContext, bytes: Buffer, field: string): Promise<StudioMedia> {
  const { uploadsDir } = ctx.services.uploads;
  return storeRecordedImage({ uploadsDir, appId: ctx.app.id, folder: 'images', bytes, field }, async (stored) => {
    const [row] = await ctx.db
      .insert(appMedia)
      .values({
        appId: ctx.app.id,
        path: stored.path,
        width: stored.width,
        height: stored.height,
        format: stored.format,
        bytes: stored.bytes,
        uploadedBy: ctx.owner.id,
      })
      .returning();
    return mediaView(row!);
  });
}

export async function recentAppImages(ctx: OwnedAppContext): Promise<StudioMedia[]> {
  const rows = await ctx.db
    .select()
    .from(appMedia)
    .where(eq(appMedia.appId, ctx.app.id))
    .orderBy(desc(appMedia.createdAt), desc(appMedia.id))
    .limit(RECENT_MEDIA_LIMIT);
  return rows.map(mediaView);
}
