import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Form, Submission } from '@tessera/core/entities/form';
import { api } from '../../app/api/api';
import { useAuthStore } from '../auth/auth-store';

/** The contracts (and zod) load with the first form, not with the app. */
export const formContracts = () => import('@tessera/core/api/forms');

export type FormAnswer = { form: Form; submission: Submission | null };

/** Whose answers a cached form carries: a form read as a guest has none. */
const useViewerKey = () => useAuthStore((state) => state.member?.id ?? 'guest');

/** `GET /forms/{id}`: the form and the member's latest submission of it. */
export function useFormById(id: string) {
  const viewer = useViewerKey();
  const status = useAuthStore((state) => state.status);
  return useQuery({
    queryKey: ['form', id, viewer],
    queryFn: async (): Promise<FormAnswer> => api((await formContracts()).formContract, { params: { id } }),
    enabled: status !== 'unchecked',
  });
}

/** `GET /pages/{id}/form`: the form a form page shows. */
export function usePageForm(pageId: string) {
  const viewer = useViewerKey();
  const status = useAuthStore((state) => state.status);
  return useQuery({
    queryKey: ['page-form', pageId, viewer],
    queryFn: async (): Promise<FormAnswer> => api((await formContracts()).pageFormContract, { params: { id: pageId } }),
    enabled: status !== 'unchecked',
    retry: false,
  });
}

/** After a submission changed: forms, lists and counts read again. */
export function useRefreshForms() {
  const client = useQueryClient();
  return () => {
    for (const key of ['form', 'page-form', 'submissions', 'block-submissions']) void client.invalidateQueries({ queryKey: [key] });
  };
}
