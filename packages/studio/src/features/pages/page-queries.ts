import { queryOptions } from '@tanstack/react-query';
import { studioPageContract, studioPagesContract, studioTranslationsContract } from '@tessera/core/api/studio-pages';
import { studioApi } from '../../app/studio-api';

/**
 * Query keys of the pages area. Everything about one app's pages sits under `pagesKey(appId)`,
 * so a structural change (move, delete) can refresh all of it with one invalidation.
 */
export const pagesKey = (appId: string) => ['studio', 'pages', appId] as const;

export function pagesListQuery(appId: string) {
  return queryOptions({
    queryKey: [...pagesKey(appId), 'list'],
    queryFn: ({ signal }) => studioApi(studioPagesContract, { params: { appId } }, { signal }),
  });
}

export function pageQuery(appId: string, pageId: string) {
  return queryOptions({
    queryKey: [...pagesKey(appId), 'page', pageId],
    queryFn: ({ signal }) => studioApi(studioPageContract, { params: { appId, pageId } }, { signal }),
  });
}

export function translationsQuery(appId: string, pageId: string) {
  return queryOptions({
    queryKey: [...pagesKey(appId), 'translations', pageId],
    queryFn: ({ signal }) => studioApi(studioTranslationsContract, { params: { appId, pageId } }, { signal }),
  });
}
