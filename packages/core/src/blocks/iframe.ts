import { z } from 'zod';
import { maxLength, mustStartWith } from '../messages';
import { blockSchema } from './block-base';
import { ratioSchema } from './ratio';

/** Embeds load only over https: the member app is served over https and mixed content is blocked. */
export const httpsUrlSchema = z
  .string()
  .trim()
  .max(2048, maxLength(2048))
  .refine((value) => {
    if (!/^https:\/\//i.test(value)) return false;
    try {
      new URL(value);
      return true;
    } catch {
      return false;
    }
  }, mustStartWith('https://'));

/**
 * Another site's page inside a sandboxed frame. `ratio` is height as a percentage of width, like
 * the hero's (SPEC §5: 10–300); without one the frame is the block base height (SPEC §9: 200 px).
 */
export const iframeSchema = blockSchema({
  url: httpsUrlSchema.nullable().default(null),
  /** Names the frame for screen readers (WCAG: every frame needs a title); empty uses a translated "Embedded content". */
  title: z.string().max(200, maxLength(200)).default(''),
  ratio: ratioSchema.nullable().default(null),
  allow_fullscreen: z.boolean().default(true),
});
export type IframeProps = z.infer<typeof iframeSchema>;
