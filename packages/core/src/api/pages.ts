import { z } from 'zod';
import { defineContract } from '../contract';
import { pageSubscribersSchema, pageTreeItemSchema, sequenceSchema } from '../entities/page-state';

/** SPEC §7 Pages: the member-specific calls on a page (completion, starting it, bookmarks, tree). */
const tags = ['pages'];
const pageParams = z.object({ id: z.uuid('Invalid page id') });
const progressSchema = z.number().int().min(0).max(100);

export const completePageContract = defineContract({
  method: 'POST',
  path: '/pages/:id/complete',
  summary: 'Mark a page complete; answers the progress of its progress root',
  tags,
  params: pageParams,
  response: z.object({ page_id: z.string(), root_progress: z.object({ page_id: z.string(), progress: progressSchema }) }),
});

export const uncompletePageContract = defineContract({
  method: 'DELETE',
  path: '/pages/:id/complete',
  summary: 'Mark a page not complete',
  tags,
  params: pageParams,
  response: z.object({ page_id: z.string(), root_progress: z.object({ page_id: z.string(), progress: progressSchema }) }),
});

export const pageCompletionContract = defineContract({
  method: 'GET',
  path: '/pages/:id/complete',
  summary: 'Whether the signed-in member completed a page',
  tags,
  params: pageParams,
  response: z.object({ is_completed: z.boolean() }),
});

export const subscribePageContract = defineContract({
  method: 'POST',
  path: '/pages/:id/subscribers',
  summary: 'Start (subscribe to) a page with a sequence, e.g. a course; starts drip unlocking',
  tags,
  params: pageParams,
  // A start with no body (start now, from the beginning) is the common case.
  body: z.object({ started_at: z.string().max(64).pipe(z.iso.datetime({ offset: true })).optional(), start_from_page_id: z.uuid().nullable().optional() }).nullish(),
  response: z.object({ page_id: z.string(), progress: progressSchema, sequence: sequenceSchema }),
});

export const unsubscribePageContract = defineContract({
  method: 'DELETE',
  path: '/pages/:id/subscribers',
  summary: 'Stop a page: its sequence resets to not complete and the subscription is removed',
  tags,
  params: pageParams,
  response: z.object({ page_id: z.string(), progress: progressSchema, sequence: sequenceSchema }),
});

export const pageSubscribersContract = defineContract({
  method: 'GET',
  path: '/pages/:id/subscribers',
  summary: 'Who follows a page, and the signed-in member’s sequence and progress in it',
  tags,
  params: pageParams,
  response: pageSubscribersSchema.extend({
    page_id: z.string(),
    page_title: z.string(),
    page_path: z.string(),
    sequence: sequenceSchema,
    progress: progressSchema,
  }),
});

export const toggleBookmarkContract = defineContract({
  method: 'POST',
  path: '/pages/:id/bookmarks/toggle',
  summary: 'Bookmark a page, or remove the bookmark',
  tags,
  params: pageParams,
  response: z.object({ is_bookmarked: z.boolean() }),
});

export const pageTreeContract = defineContract({
  method: 'GET',
  path: '/pages/tree',
  summary: 'The pages under a root with the signed-in member’s completion',
  tags,
  query: z.object({ root: z.uuid('Invalid page id') }),
  response: z.array(pageTreeItemSchema),
});

export const pagePathContract = defineContract({
  method: 'GET',
  path: '/pages/:id/path',
  summary: 'The address of a page',
  tags,
  params: pageParams,
  response: z.object({ path: z.string() }),
});
