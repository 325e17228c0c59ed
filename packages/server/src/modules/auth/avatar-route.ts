import multipart from '@fastify/multipart';
import { updateAvatarContract } from '@tessera/core/api/auth';
import { MEDIA_MAX_BYTES } from '@tessera/core/constants';
import { AppError } from '@tessera/core/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/index';
import { route } from '../../http/contract-route';
import { assertImage, fileIsEmpty, fileTooLarge, removeStoredImages, storeSquareImage } from '../uploads/images';
import { requireMember } from './current-member';

/** `PUT /auth/update_avatar` (multipart field `avatar`): checked by content, re-encoded, then stored. */
export async function registerAvatarRoute(server: FastifyInstance, args: { uploadsDir: string }) {
  await server.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  route(server, updateAvatarContract, async ({ request }) => {
    const { member } = await requireMember(request);
    if (!request.isMultipart()) {
      throw new AppError({ code: 'validation_failed', status: 400, message: 'Send the image as multipart/form-data in the field "avatar"', details: [{ field: 'body.avatar', message: 'Field is required.' }] });
    }
    const file = await request.file();
    if (!file || file.fieldname !== 'avatar') throw fileIsEmpty('body.avatar');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge('body.avatar');
      throw error;
    }
    await assertImage(bytes, 'body.avatar');
    const urls = await storeSquareImage({ uploadsDir: args.uploadsDir, appId: member.appId, folder: 'avatars', bytes });
    await server.services.database.db
      .update(members)
      .set({ avatarUrls: urls, updatedAt: new Date() })
      .where(and(eq(members.id, member.id), eq(members.appId, member.appId)));
    await removeStoredImages(args.uploadsDir, member.avatarUrls);
    return { avatar_urls: urls };
  });
}
