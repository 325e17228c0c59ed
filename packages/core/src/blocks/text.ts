import { z } from 'zod';

/**
 * Rich text. `content` is HTML written in the studio and sanitised by the renderer. When
 * `page_attribute_slug` is set the text shows that attribute instead (e.g. `page.title`), so one
 * template page can serve many pages.
 */
export const textSchema = z.object({
  content: z.string().max(100_000).default(''),
  page_attribute_slug: z.string().min(1).max(100).nullable().default(null),
});
export type TextProps = z.infer<typeof textSchema>;
