import { z } from 'zod';
import { resourceUrlField } from '../fields';
import { blockSchema } from './block-base';
import { blockColorSchema } from '../entities/page';
import { blockActionSchema } from '../entities/block-data';
import { ratioSchema } from './ratio';

/** A full-width picture with a title over it: the first thing most pages show. */
export const heroSchema = blockSchema({
  title: z.string().max(200).default(''),
  subtitle: z.string().max(500).default(''),
  image: resourceUrlField.nullable().default(null),
  ratio: ratioSchema.default(56),
  text_color: blockColorSchema.default('white'),
  /** How much the picture is darkened under the text, in percent, so light text stays readable. */
  overlay: z.number().min(0).max(100).default(30),
  action: blockActionSchema.nullable().default(null),
  /** Label of the button shown when an action is set. */
  action_text: z.string().max(80).default(''),
});
export type HeroProps = z.infer<typeof heroSchema>;
