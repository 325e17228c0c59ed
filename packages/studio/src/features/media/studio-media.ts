import { queryOptions } from '@tanstack/react-query';
import { studioMediaListContract, uploadStudioMediaContract } from '@tessera/core/api/studio-media';
import { studioApi, studioUpload } from '../../app/studio-api';

/** The app's recent uploads; one cache entry per app, shared by every image field and the logo. */
export function recentMediaQuery(appId: string) {
  return queryOptions({
    queryKey: ['studio', 'media', appId],
    queryFn: ({ signal }) => studioApi(studioMediaListContract, { params: { appId } }, { signal }),
  });
}

/** Uploads an image for an app in the contract's multipart field `file`. */
export function uploadImage(appId: string, file: File, options: { signal?: AbortSignal } = {}) {
  const form = new FormData();
  form.append('file', file);
  return studioUpload(uploadStudioMediaContract, { params: { appId } }, form, options);
}
