import { fieldError } from '@tessera/core/error-catalogue';
import { AppError } from '@tessera/core/errors';
import multipart from '@fastify/multipart';
import { MEDIA_MAX_BYTES } from '@tessera/core/constants';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { byIp, limitBy } from './rate-limits';
import { fileIsEmpty, fileTooLarge } from '../integrations/storage/images';

/**
 * Multipart parsing for every upload route (the member's avatar, the studio's media). Registered
 * once on the root server: the plugin decorates the instance it is registered on, and registering
 * it again in another scope would add a second parser for the same content type. Uploads are one
 * file of at most MEDIA_MAX_BYTES (SPEC §9) with room for a couple of plain fields.
 */
export async function registerMultipart(server: FastifyInstance) {
  await server.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
}

/**
 * Every upload is decoded and re-encoded, the costliest thing a request can ask of the server, so
 * uploads are counted per IP across routes (avatars and studio media): plenty for an owner filling
 * a gallery, a wall for a script. Refused requests count too, so guessing costs the same.
 */
export const UPLOAD_LIMIT = { name: 'upload-ip', max: 120, windowMs: 60 * 60 * 1000 } as const;

/** Where uploads go, and the one limiter every upload route shares (one count per IP, in memory or in Redis). */
export type UploadSetup = { uploadsDir: string; limitUploads: preHandlerAsyncHookHandler };

export function uploadSetup(server: FastifyInstance, uploadsDir: string): UploadSetup {
  return { uploadsDir, limitUploads: limitBy(server, [{ ...UPLOAD_LIMIT, key: byIp }]) };
}

/**
 * The bytes of the one file sent in `fieldName`. No file, or a file in another field, is 'File is
 * empty' like an empty one; a file over the limit is 413, stopped while it streams in.
 */
export async function readUploadedFile(request: FastifyRequest, fieldName: string): Promise<Buffer> {
  const field = `body.${fieldName}`;
  if (!request.isMultipart()) {
    throw fieldError(field, 'required');
  }
  try {
    const file = await request.file();
    if (!file || file.fieldname !== fieldName) throw fileIsEmpty(field);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(field);
    // A missing boundary, an unterminated part, a body without delimiters: the client's bytes, not our fault.
    throw fieldError(field, 'invalid_multipart');
  }
}
