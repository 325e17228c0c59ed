import { z } from 'zod';
import { avatarAlignments, avatarSizes } from './avatar-values';
import { resourceUrlField } from '../fields';
import { blockActionSchema } from '../entities/block-data';
import { maxLength } from '../messages';
import { blockSchema } from './block-base';

// The plain values live zod-free in `avatar-values.ts` (the renderer reads them without the schema).
export { avatarAlignments, avatarDiameter, avatarSizes } from './avatar-values';

/** A member's or coach's face with their name and a short line about them. */
export const avatarSchema = blockSchema({
  image: resourceUrlField.nullable().default(null),
  name: z.string().max(120, maxLength(120)).default(''),
  caption: z.string().max(300, maxLength(300)).default(''),
  size: z.enum(avatarSizes).default('medium'),
  align: z.enum(avatarAlignments).default('center'),
  /** E.g. open the coach's profile page. */
  action: blockActionSchema.nullable().default(null),
});
export type AvatarProps = z.infer<typeof avatarSchema>;
