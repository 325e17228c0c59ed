import { z } from 'zod';
import { MUST_BE_HTTP_URL, maxLength } from '../messages';
import { blockSchema } from './block-base';

/**
 * Where a file may live: an upload of this app (a path such as `/u/plan.pdf`) or an http(s)
 * address. Anything else (`javascript:`, `data:`) is refused so a download link can never run code.
 */
export const fileUrlSchema = z
  .string()
  .trim()
  .max(2048, maxLength(2048))
  .refine(
    (value) => /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value),
    MUST_BE_HTTP_URL,
  );

/** A downloadable file; audio files get a player as well. */
export const attachmentSchema = blockSchema({
  title: z.string().max(200, maxLength(200)).default(''),
  description: z.string().max(500, maxLength(500)).default(''),
  url: fileUrlSchema.nullable().default(null),
  /** Shown as "2.4 MB"; null when unknown. */
  file_size_bytes: z
    .number()
    .int('Must be a whole number of bytes')
    .nonnegative('Must be a whole number of bytes')
    .nullable()
    .default(null),
  /** The MIME type (`application/pdf`, `audio/mpeg`); null lets the file name decide. */
  file_type: z.string().max(100, maxLength(100)).nullable().default(null),
});
export type AttachmentProps = z.infer<typeof attachmentSchema>;
