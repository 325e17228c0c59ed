import { z } from 'zod';
import { videoDataSchema } from '../entities/block-data';
import { FIELD_REQUIRED, MUST_BE_HTTP_URL } from '../messages';
import { httpUrlField } from '../fields';

/** An address the member's browser can load: http(s) anywhere, or a file uploaded to this app (`/media/…`). */
function isPlayableAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  return httpUrlField.safeParse(value).success;
}

/**
 * A block's video (SPEC §3 Block data: video). The provider says which player plays it (youtube,
 * zoom, vimeo, facebook); none means an uploaded file played natively. Which URLs a provider can
 * play is left to the player library rather than parsed here.
 */
export const blockVideoSchema = videoDataSchema.extend({
  url: z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(2000)
    .refine(isPlayableAddress, MUST_BE_HTTP_URL),
});
export type BlockVideo = z.infer<typeof blockVideoSchema>;
