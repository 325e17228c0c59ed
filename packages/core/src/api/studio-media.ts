import { z } from 'zod';
import { defineContract } from '../contract';
import { studioAppParams } from './studio-apps';

/**
 * The studio's image uploads: an owner uploads an image for one of their apps (a block's picture,
 * the toolbar logo) and gets back an address members can load. The server judges the file by its
 * content, re-encodes it (no metadata survives) and stores it under the app with an unguessable
 * name. Another account's app answers 404 like a missing one.
 */
const tags = ['studio'];

/** One stored image of an app, as served at `url` (a path under `/media/`). */
export const studioMediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The stored encoding (what the server re-encoded to), e.g. `webp`. */
  format: z.string(),
  /** Size of the stored file, in bytes. */
  bytes: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type StudioMedia = z.infer<typeof studioMediaSchema>;

/** How many earlier uploads the studio's picker offers. */
export const RECENT_MEDIA_LIMIT = 24;

/**
 * Multipart field `file` (no JSON body, so no body schema). Errors name `body.file`: 400 'File is
 * empty', 413 'Image too large. Max size 15 MB', 415 'Invalid image type' (as the avatar upload).
 */
export const uploadStudioMediaContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/media',
  summary: 'Upload an image for an app (multipart field `file`); answers where it is served and its size',
  tags,
  params: studioAppParams,
  successStatus: 201,
  response: z.object({ media: studioMediaSchema }),
});

export const studioMediaListContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/media',
  summary: `The app's most recent image uploads, newest first (at most ${RECENT_MEDIA_LIMIT})`,
  tags,
  params: studioAppParams,
  response: z.object({ items: z.array(studioMediaSchema) }),
});
