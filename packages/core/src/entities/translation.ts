import { z } from 'zod';
import { localeSchema } from './app';

/**
 * Translated content of one page in one locale: a new title and, per block id, the props that
 * differ from the default content (text fields only: ids, images and actions are shared).
 * Members merge it over the page's own props (`blocks/translate-blocks.ts`); anything missing
 * falls back to the default content. A block inside a composed block has its own entry, by its
 * own id. Reading is lenient (older rows, files): the merge ignores what it cannot apply.
 */
export const translatedContentSchema = z.object({
  page_title: z.string().max(200).nullable().default(null),
  blocks: z.record(z.string().min(1).max(64), z.record(z.string(), z.unknown())).default({}),
});
export type TranslatedContent = z.infer<typeof translatedContentSchema>;

/** The longest translated text: the cap of rich-text props. Each block's own schema limits its fields further on save. */
export const TRANSLATED_TEXT_MAX = 100_000;

const translationKeySchema = z.string().min(1).max(64);
const translatedTextSchema = z.string().max(TRANSLATED_TEXT_MAX);

/**
 * The texts of one list prop (icon list items, workout exercises…): per item key, that item's
 * translated text fields. The key is the item's `id`, or its position for items without one
 * (see `translationItemKey`).
 */
export const translatedListSchema = z.record(translationKeySchema, z.record(translationKeySchema, translatedTextSchema));
export type TranslatedList = z.infer<typeof translatedListSchema>;

const translatedPropOptions = z.union([translatedTextSchema, translatedListSchema]);

/**
 * One translated prop: a text, or a list's texts. Checked against the one branch its value is
 * meant for first, so a bad value is named by its whole path (`items.2.text`); a plain union would
 * name only the prop.
 */
const translatedPropSchema = z.preprocess((value, context) => {
  const branch = typeof value === 'object' && value !== null ? translatedListSchema : translatedTextSchema;
  const result = branch.safeParse(value);
  if (!result.success) for (const issue of result.error.issues) context.addIssue({ ...issue, input: value } as Parameters<typeof context.addIssue>[0]);
  return value;
}, translatedPropOptions);

/** What the studio saves: as `translatedContentSchema`, with every translated value a string (or a list of them). */
export const translatedContentInputSchema = z.object({
  page_title: z.string().max(200).nullable().default(null),
  blocks: z.record(translationKeySchema, z.record(translationKeySchema, translatedPropSchema)).default({}),
});
export type TranslatedContentInput = z.infer<typeof translatedContentInputSchema>;
export type TranslatedBlockProps = TranslatedContentInput['blocks'][string];

/** `GET /__/{path}/{locale}.json`: a published translation (SPEC §7; the shape is ours). */
export const translationFileSchema = translatedContentSchema.extend({
  page_id: z.string(),
  locale: localeSchema,
  status: z.literal('published'),
});
export type TranslationFile = z.infer<typeof translationFileSchema>;
