import { z } from 'zod';
import { resourceUrlField } from '../fields';
import { blockSchema } from './block-base';
import { blockActionSchema } from '../entities/block-data';
import { ratioSchema } from './ratio';
import { blockVideoSchema } from './video';

/** A single picture. Without a ratio it keeps its natural proportions. */
export const imageSchema = blockSchema({
  image: resourceUrlField.nullable().default(null),
  alt: z.string().max(300).default(''),
  ratio: ratioSchema.nullable().default(null),
  caption: z.string().max(500).default(''),
  action: blockActionSchema.nullable().default(null),
  /** When set, the video plays in place of the picture, with the picture as its poster. */
  video: blockVideoSchema.nullable().default(null),
  /** Binds the block to a page attribute: an image attribute replaces the picture, a video one the video. */
  page_attribute_slug: z.string().min(1).max(100).nullable().default(null),
});
export type ImageProps = z.infer<typeof imageSchema>;
