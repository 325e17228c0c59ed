import type { ContentItem } from '@tessera/core/api/content';
import { apiUrl, parseAnswer, parseResponse } from '@tessera/core/api-client';
import type { PageContentType } from '@tessera/core/entities/page';
import type { MemberProfile } from '@tessera/core/entities/user';
import type { BlockContextValue } from '../BlockContext';

/**
 * The calls blocks make to the app's API, each checking its answer with its contract. The
 * contracts (and zod with them) load with a block's first request, not with its renderer: a page
 * shows and hydrates its search, directory and submission blocks without them (decision 041).
 */

/** The app's API client's `fetchJson`, handed in by the app that renders the blocks. */
export type FetchJson = NonNullable<BlockContextValue['fetchJson']>;

/** `GET /api/content/{type}?q=…`: published pages of one kind whose title or description match. */
export async function searchContent(
  fetchJson: FetchJson,
  input: { contentType: PageContentType; q: string; limit: number; signal?: AbortSignal },
): Promise<{ items: ContentItem[]; total_count: number }> {
  const { contentListContract } = await import('@tessera/core/api/content');
  const url = apiUrl(contentListContract, { params: { contentType: input.contentType }, query: { q: input.q, limit: input.limit } });
  // The part of a listing the search block shows; paging fields of the listing are not needed.
  const answer = contentListContract.response.pick({ items: true, total_count: true });
  return parseAnswer(answer, await fetchJson(url, { signal: input.signal }));
}

/** `GET /api/subscribers/directory`: the first page of members with public profiles (signed-in members only). */
export async function loadDirectory(fetchJson: FetchJson, input: { signal?: AbortSignal } = {}): Promise<{ items: MemberProfile[]; total_count: number }> {
  const { directoryContract } = await import('@tessera/core/api/subscribers');
  return parseResponse(directoryContract, await fetchJson(apiUrl(directoryContract, { query: { page: 1 } }), { signal: input.signal }));
}

/** `GET /api/forms_submissions_dynamic/{blockId}`: what a form_submission block lists (signed-in members only). */
export async function loadBlockSubmissions(fetchJson: FetchJson, input: { blockId: string; signal?: AbortSignal }) {
  const { dynamicSubmissionsContract } = await import('@tessera/core/api/forms');
  const url = apiUrl(dynamicSubmissionsContract, { params: { blockId: input.blockId }, query: { page: 1 } });
  return parseResponse(dynamicSubmissionsContract, await fetchJson(url, { signal: input.signal }));
}
