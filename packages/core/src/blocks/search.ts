import { z } from 'zod';
import { pageContentTypes } from '../entities/page';
import { maxLength, valueBetween } from '../messages';
import { blockSchema } from './block-base';

export const SEARCH_LIMIT_MIN = 1;
export const SEARCH_LIMIT_MAX = 20;
export const INVALID_CONTENT_TYPE = 'Choose a kind of page';

/** A search box over one kind of page (`GET /api/content/{type}?q=…`), results linking to the pages. */
export const searchSchema = blockSchema({
  /** Empty shows the translated "Search" hint. */
  placeholder: z.string().trim().max(100, maxLength(100)).default(''),
  content_type: z.enum(pageContentTypes, { error: INVALID_CONTENT_TYPE }).default('article'),
  limit: z
    .number({ error: valueBetween(SEARCH_LIMIT_MIN, SEARCH_LIMIT_MAX) })
    .int(valueBetween(SEARCH_LIMIT_MIN, SEARCH_LIMIT_MAX))
    .min(SEARCH_LIMIT_MIN, valueBetween(SEARCH_LIMIT_MIN, SEARCH_LIMIT_MAX))
    .max(SEARCH_LIMIT_MAX, valueBetween(SEARCH_LIMIT_MIN, SEARCH_LIMIT_MAX))
    .default(5),
});
export type SearchProps = z.infer<typeof searchSchema>;
