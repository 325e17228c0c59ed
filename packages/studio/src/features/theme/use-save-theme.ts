import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateThemeContract } from '@tessera/core/api/studio-apps';
import type { Theme } from '@tessera/core/entities/theme';
import { ownerQueryKey } from '../../app/owner-query';
import { isUnauthorized, studioApi } from '../../app/studio-api';
import { studioAppQuery } from '../../app/studio-queries';

/** Replaces the app's theme; members get it on their next load. */
export function useSaveTheme(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (theme: Theme) => studioApi(updateThemeContract, { params: { appId }, body: theme }),
    onSuccess: ({ app }) => client.setQueryData(studioAppQuery(appId).queryKey, { app }),
    onError: (error) => {
      if (isUnauthorized(error)) client.setQueryData(ownerQueryKey, null);
    },
  });
}
