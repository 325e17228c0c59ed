import { z } from 'zod';
import { maxLength, valueBetween } from '../messages';
import { blockSchema } from './block-base';

export const DIRECTORY_LIMIT_MIN = 1;
/** The directory endpoint answers 24 members per page; the block shows at most one page. */
export const DIRECTORY_LIMIT_MAX = 24;

/**
 * Members of the app with public profiles (`GET /api/subscribers/directory`, signed-in members
 * only): avatars and names. Signed-out visitors are asked to sign in.
 */
export const memberDirectorySchema = blockSchema({
  title: z.string().trim().max(120, maxLength(120)).default(''),
  limit: z
    .number({ error: valueBetween(DIRECTORY_LIMIT_MIN, DIRECTORY_LIMIT_MAX) })
    .int(valueBetween(DIRECTORY_LIMIT_MIN, DIRECTORY_LIMIT_MAX))
    .min(DIRECTORY_LIMIT_MIN, valueBetween(DIRECTORY_LIMIT_MIN, DIRECTORY_LIMIT_MAX))
    .max(DIRECTORY_LIMIT_MAX, valueBetween(DIRECTORY_LIMIT_MIN, DIRECTORY_LIMIT_MAX))
    .default(12),
  layout: z.enum(['grid', 'list']).default('grid'),
});
export type MemberDirectoryProps = z.infer<typeof memberDirectorySchema>;
