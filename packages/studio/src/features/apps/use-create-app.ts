import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAppContract, type StudioAppDetail } from '@tessera/core/api/studio-apps';
import type { StudioApp } from '@tessera/core/api/studio';
import { ownerQueryKey } from '../../app/owner-query';
import { isUnauthorized, studioApi } from '../../app/studio-api';
import { appsQuery, studioAppQuery } from '../../app/studio-queries';

/**
 * Creates an app. The new app goes straight into the cached list and detail, so its screens open
 * without a flash of "not found" or a second round trip; the list is then checked with the server.
 */
export function useCreateApp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { slug: string; name: string }) => studioApi(createAppContract, { body }),
    onSuccess: ({ app }) => {
      client.setQueryData(studioAppQuery(app.id).queryKey, { app });
      client.setQueryData(appsQuery.queryKey, (current) => (current ? { apps: [...current.apps.filter((a) => a.id !== app.id), summaryOf(app)] } : current));
      void client.invalidateQueries({ queryKey: appsQuery.queryKey });
    },
    onError: (error) => {
      if (isUnauthorized(error)) client.setQueryData(ownerQueryKey, null);
    },
  });
}

const summaryOf = (app: StudioAppDetail): StudioApp => ({ id: app.id, slug: app.slug, name: app.name, member_count: 0 });
