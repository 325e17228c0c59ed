import { z } from 'zod';
import { maxLength } from '../messages';
import { httpUrlField } from '../fields';
import { blockSchema } from './block-base';

/** Lets a member share this page (or another address) through the device's share sheet, or copy the link. */
export const shareSchema = blockSchema({
  title: z.string().max(200, maxLength(200)).default(''),
  /** Sent along with the link, e.g. "Join me on this program". */
  text: z.string().max(500, maxLength(500)).default(''),
  /** Null shares the page the block is on. */
  url: httpUrlField.nullable().default(null),
  /** Empty uses the translated "Share". */
  button_text: z.string().max(80, maxLength(80)).default(''),
});
export type ShareProps = z.infer<typeof shareSchema>;
