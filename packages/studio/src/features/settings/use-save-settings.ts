import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAppSettingsContract, type AppSettings } from '@tessera/core/api/studio-apps';
import { ownerQueryKey } from '../../app/owner-query';
import { isUnauthorized, studioApi } from '../../app/studio-api';
import { appsQuery, studioAppQuery } from '../../app/studio-queries';

/** Saves settings; the answer is the app as stored, which every app screen then shows. */
export function useSaveSettings(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<AppSettings>) => studioApi(updateAppSettingsContract, { params: { appId }, body: patch }),
    onSuccess: ({ app }) => {
      client.setQueryData(studioAppQuery(appId).queryKey, { app });
      // The apps list and the app's header show the name.
      client.setQueryData(appsQuery.queryKey, (current) =>
        current ? { apps: current.apps.map((item) => (item.id === app.id ? { ...item, name: app.name, slug: app.slug } : item)) } : current,
      );
    },
    onError: (error) => {
      if (isUnauthorized(error)) client.setQueryData(ownerQueryKey, null);
    },
  });
}
