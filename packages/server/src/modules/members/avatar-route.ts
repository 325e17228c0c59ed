import { updateAvatarContract } from '@tessera/core/api/auth';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context/app-context';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import { readUploadedFile } from '../../http/multipart';
import { assertImage, removeStoredImages, storeSquareImage, type SizedImageUrls } from '../../integrations/storage/images';
import { members } from './schema';

/** The member's new picture: checked by content, re-encoded square at SPEC's sizes, the old one removed. */
export async function replaceAvatar(ctx: AppContext, bytes: Buffer): Promise<SizedImageUrls> {
  const { member } = await ctx.requireMember();
  await assertImage(bytes, 'body.avatar');
  const { uploadsDir } = ctx.services.uploads;
  const urls = await storeSquareImage({ uploadsDir, appId: member.appId, folder: 'avatars', bytes });
  await ctx.db
    .update(members)
    .set({ avatarUrls: urls, updatedAt: new Date() })
    .where(and(eq(members.id, member.id), eq(members.appId, member.appId)));
  await removeStoredImages(uploadsDir, member.avatarUrls);
  return urls;
}

/**
 * `PUT /auth/update_avatar` (multipart field `avatar`). Multipart parsing is registered once for
 * the whole server (http/multipart.ts).
 */
export function registerAvatarRoute(server: FastifyInstance) {
  route(
    server,
    updateAvatarContract,
    async ({ request }) => {
      const ctx = contextOf(request);
      await ctx.requireMember();
      return { avatar_urls: await replaceAvatar(ctx, await readUploadedFile(request, 'avatar')) };
    },
    { preHandler: [server.services.uploads.limitUploads] },
  );
}
