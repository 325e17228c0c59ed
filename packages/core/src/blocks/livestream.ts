import { z } from 'zod';
import { blockSchema } from './block-base';
import { maxLength } from '../messages';
import { blockVideoSchema } from './video';

export const STARTS_AT_INVALID = 'Must be a date and time';

/**
 * A live class or its recording. Before `starts_at` members see when it starts (in their own
 * locale and timezone) and a countdown; from then on, the player.
 */
export const livestreamSchema = blockSchema({
  title: z.string().trim().max(200, maxLength(200)).default(''),
  video: blockVideoSchema.nullable().default(null),
  /** When the stream goes live; null shows the player at once (a recording). */
  starts_at: z.iso.datetime({ offset: true, error: STARTS_AT_INVALID }).nullable().default(null),
});
export type LivestreamProps = z.infer<typeof livestreamSchema>;
