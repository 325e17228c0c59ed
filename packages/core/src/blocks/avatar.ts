import { z } from 'zod';
import { resourceUrlField } from '../fields';
import { IMAGE_SIZES } from '../constants';
import type { ImageSize } from '../constants';
import { blockActionSchema } from '../entities/block-data';
import { maxLength } from '../messages';
import { blockSchema } from './block-base';

/** The SPEC §9 image sizes double as avatar diameters: small 100, medium 180, large 250 px. */
export const avatarSizes = ['small', 'medium', 'large'] as const satisfies readonly ImageSize[];
export const avatarDiameter = (size: ImageSize): number => IMAGE_SIZES[size];
export const avatarAlignments = ['left', 'center'] as const;

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
