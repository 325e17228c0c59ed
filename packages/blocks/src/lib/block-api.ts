import { contentListContract } from '@tessera/core/api/content';
import type { ContentItem } from '@tessera/core/api/content';
import { directoryContract } from '@tessera/core/api/subscribers';
import { buildPath, buildQuery } from '@tessera/core/contract';
import type { PageContentType } from '@tessera/core/entities/page';
import type { MemberProfile } from '@tessera/core/entities/user';
import type { BlockContextValue } from '../BlockContext';

/** The app's API, as the member app serves it. */
const API_BASE = '/api';

export type FetchJson = NonNullable<BlockContextValue['fetchJson']>;

/** Checks an answer against its contract, so a block never renders a shape it did not expect. */
function parse<T>(schema: { safeParse: (data: unknown) => { success: true; data: T } | { success: false } }, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error('Unexpected answer from the server');
  return result.data;
}

/** The part of a listing the search block shows; paging fields of the listing are not needed. */
const searchAnswer = contentListContract.response.pick({ items: true, total_count: true });

/** `GET /api/content/{type}?q=…`: published pages of one kind whose title or description match. */
export async function searchContent(
  fetchJson: FetchJson,
  input: { contentType: PageContentType; q: string; limit: number; signal?: AbortSignal },
): Promise<{ items: ContentItem[]; total_count: number }> {
  const url = `${API_BASE}${buildPath(contentListContract.path, { contentType: input.contentType })}${buildQuery({ q: input.q, limit: input.limit })}`;
  return parse(searchAnswer, await fetchJson(url, { signal: input.signal }));
}

/** `GET /api/subscribers/directory`: the first page of members with public profiles (signed-in members only). */
export async function loadDirectory(fetchJson: FetchJson, input: { signal?: AbortSignal } = {}): Promise<{ items: MemberProfile[]; total_count: number }> {
  const url = `${API_BASE}${buildPath(directoryContract.path, undefined)}${buildQuery({ page: 1 })}`;
  return parse(directoryContract.response, await fetchJson(url, { signal: input.signal }));
}
