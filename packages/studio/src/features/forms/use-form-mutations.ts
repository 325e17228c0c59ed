import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFormContract, deleteFormContract } from '@tessera/core/api/studio-forms';
import { studioApi } from '../../app/studio-api';
import { formQuery, formsKey } from './form-queries';

/** Creating and deleting forms; both refresh everything about the app's forms (the list and every picker). */
export function useFormMutations(appId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...formsKey(appId), 'list'] });
  const create = useMutation({
    mutationFn: (title: string) => studioApi(createFormContract, { params: { appId }, body: { title } }),
    onSuccess: ({ form }) => {
      queryClient.setQueryData(formQuery(appId, form.id).queryKey, { form });
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (formId: string) => studioApi(deleteFormContract, { params: { appId, formId } }),
    onSuccess: ({ deleted_id }) => {
      queryClient.removeQueries({ queryKey: formQuery(appId, deleted_id).queryKey });
      return refresh();
    },
  });
  return { create, remove };
}
