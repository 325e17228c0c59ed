import { z } from 'zod';
import { pageReferenceSchema } from './page';
import { productSummarySchema } from './commerce';

/**
 * SPEC §3 My content (`GET /my-content`): the member's own shelf. Every list but the products is
 * of pages, described the way links and cards need them. `recentPages` is camelCase as SPEC
 * writes it.
 */
export const myContentSchema = z.object({
  purchased_products: z.array(productSummarySchema).default([]),
  programs: z.array(pageReferenceSchema).default([]),
  events: z.array(pageReferenceSchema).default([]),
  recentPages: z.array(pageReferenceSchema).default([]),
  packs: z.array(pageReferenceSchema).default([]),
  pages: z.array(pageReferenceSchema).default([]),
  shared_items: z.array(pageReferenceSchema).default([]),
  upcoming_pages: z.array(pageReferenceSchema).default([]),
  bookmarked_items: z.array(pageReferenceSchema).default([]),
  has_form_submissions: z.boolean().default(false),
});
export type MyContent = z.infer<typeof myContentSchema>;
