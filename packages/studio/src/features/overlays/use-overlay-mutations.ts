import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOverlayContract, deleteOverlayContract } from '@tessera/core/api/studio-overlays';
import { studioApi } from '../../app/studio-api';
import { overlaysKey, overlaysListQuery } from './overlay-queries';

/** Creating and deleting overlays; both refresh the list (the screen's and every picker's). */
export function useOverlayMutations(appId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: overlaysListQuery(appId).queryKey });
  const create = useMutation({
    mutationFn: (title: string) => studioApi(createOverlayContract, { params: { appId }, body: { title } }),
    onSuccess: ({ overlay }) => {
      queryClient.setQueryData([...overlaysKey(appId), 'overlay', overlay.id], { overlay });
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (overlayId: string) => studioApi(deleteOverlayContract, { params: { appId, overlayId } }),
    onSuccess: ({ deleted_id }) => {
      queryClient.removeQueries({ queryKey: [...overlaysKey(appId), 'overlay', deleted_id] });
      return refresh();
    },
  });
  return { create, remove };
}
