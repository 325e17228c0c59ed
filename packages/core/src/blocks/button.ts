import { z } from 'zod';
import { blockSchema } from './block-base';
import { blockColorSchema } from '../entities/page';
import { blockActionSchema } from '../entities/block-data';

export const buttonSchema = blockSchema({
  text: z.string().max(80).default('Open'),
  color: blockColorSchema.default('primary'),
  action: blockActionSchema.nullable().default(null),
});
export type ButtonProps = z.infer<typeof buttonSchema>;
