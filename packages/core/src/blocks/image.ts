import { z } from 'zod';
import { blockSchema } from './block-base';
import { blockActionSchema } from './action';
import { ratioSchema } from './ratio';

/** A single picture. Without a ratio it keeps its natural proportions. */
export const imageSchema = blockSchema({
  image: z.string().nullable().default(null),
  alt: z.string().max(300).default(''),
  ratio: ratioSchema.nullable().default(null),
  caption: z.string().max(500).default(''),
  action: blockActionSchema.nullable().default(null),
});
export type ImageProps = z.infer<typeof imageSchema>;
