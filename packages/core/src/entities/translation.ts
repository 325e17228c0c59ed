import { z } from 'zod';
import { localeSchema } from './app';

/**
 * Translated content of one page in one locale: a new title and, per block id, the props that
 * differ from the default content (text fields only: ids, images and actions are shared).
 * Members merge it over the page's own props; anything missing falls back to the default content.
 */
export const translatedContentSchema = z.object({
  page_title: z.string().max(200).nullable().default(null),
  blocks: z.record(z.string().min(1).max(64), z.record(z.string(), z.unknown())).default({}),
});
export type TranslatedContent = z.infer<typeof translatedContentSchema>;

/** `GET /__/{path}/{locale}.json`: a published translation (SPEC §7; the shape is ours). */
export const translationFileSchema = translatedContentSchema.extend({
  page_id: z.string(),
  locale: localeSchema,
  status: z.literal('published'),
});
export type TranslationFile = z.infer<typeof translationFileSchema>;
