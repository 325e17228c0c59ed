import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Program, ProgramSubscription } from '@tessera/core/entities/program';
import { api } from '../../app/api/api';
import { useAuthStore } from '../auth/auth-store';

/** The contracts (and zod) load with the first program page, not with the app. */
const programContracts = () => import('@tessera/core/api/programs');

/**
 * How long a page's program is taken as current. The server renders a program page with it
 * (decision 032): asked for again as the page hydrates, it would load the contracts and zod, and
 * spend a request, for the answer the page already shows (decision 041).
 */
const PROGRAM_STALE_MS = 5 * 60_000;

/** `GET /programs?page_id=`: the program a program page shows, or null when the owner made none. */
export function useProgramOfPage(pageId: string) {
  return useQuery({
    queryKey: ['program-of-page', pageId],
    staleTime: PROGRAM_STALE_MS,
    queryFn: async (): Promise<Program | null> =>
      (await api((await programContracts()).programsContract, { query: { page_id: pageId } }))
        .programs[0] ?? null,
  });
}

const subscriptionsKey = (memberId: string | undefined) => [
  'program-subscriptions',
  memberId ?? 'guest',
];

/** `GET /programs/subscriptions`: the signed-in member's subscriptions (none for a guest). */
export function useProgramSubscriptions() {
  const memberId = useAuthStore((state) => state.member?.id);
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  return useQuery({
    queryKey: subscriptionsKey(memberId),
    queryFn: async (): Promise<ProgramSubscription[]> =>
      (await api((await programContracts()).programSubscriptionsContract)).subscriptions,
    enabled: isSignedIn,
  });
}

export type ProgramChange =
  | { kind: 'start'; startDate: string | null }
  | { kind: 'complete'; stageId: string }
  | { kind: 'uncomplete'; stageId: string };

/** Start a program, complete or uncomplete a stage; the answer replaces the member's subscription in the cache. */
export function useChangeProgram(programId: string) {
  const client = useQueryClient();
  const memberId = useAuthStore((state) => state.member?.id);
  return useMutation({
    mutationFn: async (change: ProgramChange): Promise<ProgramSubscription> => {
      const contracts = await programContracts();
      const answer =
        change.kind === 'start'
          ? await api(contracts.subscribeProgramContract, {
              params: { id: programId },
              body: change.startDate ? { start_date: change.startDate } : {},
            })
          : change.kind === 'complete'
            ? await api(contracts.completeStageContract, {
                params: { id: programId, stageId: change.stageId },
              })
            : await api(contracts.uncompleteStageContract, {
                params: { id: programId, stageId: change.stageId },
              });
      return answer.program_subscription;
    },
    onSuccess: (subscription) => {
      client.setQueryData<ProgramSubscription[]>(subscriptionsKey(memberId), (list = []) => [
        ...list.filter((s) => s.program_id !== subscription.program_id),
        subscription,
      ]);
    },
  });
}
