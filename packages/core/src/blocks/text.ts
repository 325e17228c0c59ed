import { z } from 'zod';
import { richTextField } from './rich-text';
import { blockSchema } from './block-base';

/**
 * Rich text. `content` is HTML written in the studio and sanitised by the renderer. When
 * `page_attribute_slug` is set the text shows that attribute instead (e.g. `page.title`), so one
 * template page can serve many pages.
 */
export const textSchema = blockSchema({
  content: richTextField(),
  page_attribute_slug: z.string().min(1).max(100).nullable().default(null),
});
export type TextProps = z.infer<typeof textSchema>;
