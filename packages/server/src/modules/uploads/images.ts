import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SIZES, MEDIA_MAX_BYTES } from '@tessera/core/constants';
import { AppError } from '@tessera/core/errors';
import { FILE_IS_EMPTY, INVALID_IMAGE_TYPE, imageTooLarge } from '@tessera/core/messages';
import sharp from 'sharp';

/** Formats accepted from members, decided by the bytes (sharp reads the header), never the name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export const fileIsEmpty = (field: string) =>
  new AppError({ code: 'file_empty', status: 400, message: FILE_IS_EMPTY, details: [{ field, message: FILE_IS_EMPTY }] });
export const fileTooLarge = (field: string) =>
  new AppError({ code: 'file_too_large', status: 413, message: imageTooLarge(MEDIA_MAX_BYTES), details: [{ field, message: imageTooLarge(MEDIA_MAX_BYTES) }] });
const invalidImage = (field: string) =>
  new AppError({ code: 'invalid_image_type', status: 415, message: INVALID_IMAGE_TYPE, details: [{ field, message: INVALID_IMAGE_TYPE }] });

/** Checks the upload is a real image of an accepted format, by its content. */
export async function assertImage(bytes: Buffer, field: string): Promise<void> {
  if (bytes.length === 0) throw fileIsEmpty(field);
  if (bytes.length > MEDIA_MAX_BYTES) throw fileTooLarge(field);
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    throw invalidImage(field);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalidImage(field);
}

export type SizedImageUrls = { small: string; medium: string; large: string };

/**
 * Re-encodes an image as square WebP at SPEC §9's sizes (small 100, medium 180, large 250). Re-encoding
 * drops whatever else the file carried (metadata, trailing payloads). Files go under
 * `uploads/<appId>/<folder>/` with an unguessable name and are served at `/media/…`.
 */
export async function storeSquareImage(args: { uploadsDir: string; appId: string; folder: string; bytes: Buffer }): Promise<SizedImageUrls> {
  const dir = path.join(args.uploadsDir, args.appId, args.folder);
  await mkdir(dir, { recursive: true });
  const stem = randomBytes(12).toString('base64url');
  const entries = await Promise.all(
    (Object.entries(IMAGE_SIZES) as [keyof SizedImageUrls, number][]).map(async ([name, size]) => {
      const file = `${stem}-${size}.webp`;
      const output = await sharp(args.bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(size, size, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
      await writeFile(path.join(dir, file), output);
      return [name, `/media/${args.appId}/${args.folder}/${file}`] as const;
    }),
  );
  return Object.fromEntries(entries) as SizedImageUrls;
}

/** Removes files of an earlier upload; a file already gone is not an error. */
export async function removeStoredImages(uploadsDir: string, urls: SizedImageUrls | null | undefined): Promise<void> {
  if (!urls) return;
  await Promise.all(
    Object.values(urls)
      .filter((url) => url.startsWith('/media/'))
      .map((url) => rm(path.join(uploadsDir, url.slice('/media/'.length)), { force: true })),
  );
}
