import { fieldError } from '@tessera/core/error-catalogue';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_SIZES, MEDIA_MAX_BYTES } from '@tessera/core/constants';
import { formatMegabytes } from '@tessera/core/messages';
import { sizedFileName, variantPath, variantWidthsFor } from '@tessera/core/media/responsive-image';
import type { OutputInfo, Sharp } from 'sharp';
import { loadSharp } from './load-sharp';

/** Formats accepted from members, decided by the bytes (sharp reads the header), never the name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export const fileIsEmpty = (field: string) =>
  fieldError(field, 'file_empty', { error: 'file_empty' });
export const fileTooLarge = (field: string) =>
  fieldError(field, 'image_too_large', { params: { size: formatMegabytes(MEDIA_MAX_BYTES) }, error: 'file_too_large' });
export const invalidImage = (field: string) =>
  fieldError(field, 'invalid_image_type', { error: 'invalid_image_type' });

/** Checks the upload is a real image of an accepted format, by its content; answers the format. */
export async function assertImage(bytes: Buffer, field: string): Promise<string> {
  if (bytes.length === 0) throw fileIsEmpty(field);
  if (bytes.length > MEDIA_MAX_BYTES) throw fileTooLarge(field);
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    throw invalidImage(field);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalidImage(field);
  return format;
}

export type SizedImageUrls = { small: string; medium: string; large: string };

/**
 * Re-encodes an image as square WebP at SPEC §9's sizes (small 100, medium 180, large 250). Re-encoding
 * drops whatever else the file carried (metadata, trailing payloads). Files go under
 * `uploads/<appId>/<folder>/` with an unguessable name and are served at `/media/…`.
 */
export async function storeSquareImage(args: { uploadsDir: string; appId: string; folder: string; bytes: Buffer }): Promise<SizedImageUrls> {
  const sharp = await loadSharp();
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

/** The longest side an uploaded picture keeps: sharp full-width on a phone at 3x and on a laptop, yet quick to load. */
export const FITTED_IMAGE_MAX_SIDE = 2000;

/** Sources that were lossless: mostly logos, icons and screenshots, with flat colours and sharp edges. */
const LOSSLESS_SOURCES = new Set(['png', 'gif']);

export type FittedImage = {
  path: string;
  url: string;
  width: number;
  height: number;
  format: 'webp';
  bytes: number;
  /** Every file written for it (the picture and its narrower copies), relative to the uploads dir. */
  files: string[];
};

const encodeWebp = (image: Sharp, sourceFormat: string) =>
  (LOSSLESS_SOURCES.has(sourceFormat) ? image.webp({ nearLossless: true, quality: 60, effort: 4 }) : image.webp({ quality: 82 })).toBuffer({
    resolveWithObject: true,
  });

/**
 * Re-encodes a picture (block images, logos) keeping its aspect ratio, at most
 * FITTED_IMAGE_MAX_SIDE on its long side (never enlarged), and stores it under
 * `uploads/<appId>/<folder>/` with an unguessable name that carries its size, beside narrower
 * copies for `srcset` (decision 038: made at upload, never rewritten, so served as immutable).
 *
 * Everything becomes WebP: every browser the member app supports shows it, it keeps transparency
 * (a PNG logo stays cut out, unlike JPEG) and animation (a GIF keeps moving), and it is smaller
 * than either. Lossless sources (PNG, GIF) are encoded near-lossless so text and edges in a logo
 * stay crisp; photos (JPEG, HEIF, AVIF, WebP) lossy at the quality the avatars use. The EXIF
 * orientation is applied first, then every piece of metadata (EXIF, GPS, XMP, ICC, comments) is
 * dropped: sharp writes none unless asked, and colours are converted to sRGB.
 */
export async function storeFittedImage(args: { uploadsDir: string; appId: string; folder: string; bytes: Buffer; sourceFormat: string; field: string }): Promise<FittedImage> {
  const sharp = await loadSharp();
  let encoded: { data: Buffer; info: OutputInfo };
  let variants: { width: number; data: Buffer }[];
  try {
    const image = sharp(args.bytes, { animated: true, limitInputPixels: 50_000_000 })
      .rotate()
      .resize(FITTED_IMAGE_MAX_SIDE, FITTED_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    encoded = await encodeWebp(image, args.sourceFormat);
    // The copies are made from the fitted picture: already upright and free of metadata.
    variants = await Promise.all(
      variantWidthsFor(encoded.info.width).map(async (width) => ({
        width,
        data: (await encodeWebp(sharp(encoded.data, { animated: true }).resize({ width }), args.sourceFormat)).data,
      })),
    );
  } catch {
    // The header was an image's but the rest does not decode (a truncated or crafted file).
    throw invalidImage(args.field);
  }
  const { info } = encoded;
  // An animation is a strip of frames: its height is one frame's.
  const height = info.pageHeight ?? info.height;
  const name = sizedFileName(randomBytes(16).toString('base64url'), info.width, height, 'webp');
  const relative = path.posix.join(args.appId, args.folder, name);
  const files = [relative, ...variants.map((variant) => variantPath(relative, variant.width))];
  await mkdir(path.join(args.uploadsDir, args.appId, args.folder), { recursive: true });
  await Promise.all([encoded.data, ...variants.map((variant) => variant.data)].map((data, index) => writeFile(path.join(args.uploadsDir, files[index]!), data)));
  return { path: relative, url: `/media/${relative}`, width: info.width, height, format: 'webp', bytes: info.size, files };
}

/**
 * An uploaded image through the whole pipeline: judged by its bytes, re-encoded by
 * `storeFittedImage`, then recorded by `record` (a row naming it); a file no row points at would
 * never be found again, so it is taken back when recording fails.
 */
export async function storeRecordedImage<T>(
  args: { uploadsDir: string; appId: string; folder: string; bytes: Buffer; field: string },
  record: (stored: FittedImage) => Promise<T>,
): Promise<T> {
  const sourceFormat = await assertImage(args.bytes, args.field);
  const stored = await storeFittedImage({ ...args, sourceFormat });
  try {
    return await record(stored);
  } catch (error) {
    await Promise.all(stored.files.map((file) => rm(path.join(args.uploadsDir, file), { force: true })));
    throw error;
  }
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
