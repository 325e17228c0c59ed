import { updateAvatarContract } from '@tessera/core/api/auth';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { assertImage, removeStoredImages, storeSquareImage } from '../../integrations/storage/images';
import { readUploadedFile, type UploadSetup } from '../../http/multipart';
import { requireMember } from './current-member';

/**
 * `PUT /auth/update_avatar` (multipart field `avatar`): checked by content, re-encoded, then stored.
 * Multipart parsing is registered once for the whole server (uploads/multipart.ts).
 */
export function registerAvatarRoute(server: FastifyInstance, args: UploadSetup) {
  route(
    server,
    updateAvatarContract,
    async ({ request }) => {
      const { member } = await requireMember(request);
      const bytes = await readUploadedFile(request, 'avatar');
      await assertImage(bytes, 'body.avatar');
      const urls = await storeSquareImage({
        uploadsDir: args.uploadsDir,
        appId: member.appId,
        folder: 'avatars',
        bytes,
      });
      await server.services.database.db
        .update(members)
        .set({ avatarUrls: urls, updatedAt: new Date() })
        .where(and(eq(members.id, member.id), eq(members.appId, member.appId)));
      await removeStoredImages(args.uploadsDir, member.avatarUrls);
      return { avatar_urls: urls };
    },
    { preHandler: [args.limitUploads] },
  );
}
