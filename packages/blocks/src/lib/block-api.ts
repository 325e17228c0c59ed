import { contentListContract } from '@tessera/core/api/content';
import type { ContentItem } from '@tessera/core/api/content';
import { dynamicSubmissionsContract } from '@tessera/core/api/forms';
import { directoryContract } from '@tessera/core/api/subscribers';
import { apiUrl, parseAnswer, parseResponse } from '@tessera/core/api-client';
import type { PageContentType } from '@tessera/core/entities/page';
import type { MemberProfile } from '@tessera/core/entities/user';
import type { BlockContextValue } from '../BlockContext';

/** The app's API client's `fetchJson`, handed in by the app that renders the blocks. */
export type FetchJson = NonNullable<BlockContextValue['fetchJson']>;

/** The part of a listing the search block shows; paging fields of the listing are not needed. */
const searchAnswer = contentListContract.response.pick({ items: true, total_count: true });

/** `GET /api/content/{type}?q=…`: published pages of one kind whose title or description match. */
export async function searchContent(
  fetchJson: FetchJson,
  input: { contentType: PageContentType; q: string; limit: number; signal?: AbortSignal },
): Promise<{ items: ContentItem[]; total_count: number }> {
  const url = apiUrl(contentListContract, { params: { contentType: input.contentType }, query: { q: input.q, limit: input.limit } });
  return parseAnswer(searchAnswer, await fetchJson(url, { signal: input.signal }));
}

/** `GET /api/subscribers/directory`: the first page of members with public profiles (signed-in members only). */
export async function loadDirectory(fetchJson: FetchJson, input: { signal?: AbortSignal } = {}): Promise<{ items: MemberProfile[]; total_count: number }> {
  return parseResponse(directoryContract, await fetchJson(apiUrl(directoryContract, { query: { page: 1 } }), { signal: input.signal }));
}

/** `GET /api/forms_submissions_dynamic/{blockId}`: what a form_submission block lists (signed-in members only). */
export async function loadBlockSubmissions(fetchJson: FetchJson, input: { blockId: string; signal?: AbortSignal }) {
  const url = apiUrl(dynamicSubmissionsContract, { params: { blockId: input.blockId }, query: { page: 1 } });
  return parseResponse(dynamicSubmissionsContract, await fetchJson(url, { signal: input.signal }));
}
