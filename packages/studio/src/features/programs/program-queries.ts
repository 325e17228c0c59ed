import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createProgramContract,
  deleteProgramContract,
  studioProgramContract,
  studioProgramsContract,
  updateProgramContract,
  type ProgramChange,
  type ProgramInput,
} from '@tessera/core/api/studio-programs';
import { studioApi } from '../../app/studio-api';

/** Everything about one app's programs sits under `programsKey(appId)`. */
export const programsKey = (appId: string) => ['studio', 'programs', appId] as const;

export function programsListQuery(appId: string) {
  return queryOptions({
    queryKey: [...programsKey(appId), 'list'],
    queryFn: ({ signal }) => studioApi(studioProgramsContract, { params: { appId } }, { signal }),
  });
}

export function programQuery(appId: string, programId: string) {
  return queryOptions({
    queryKey: [...programsKey(appId), 'program', programId],
    queryFn: ({ signal }) => studioApi(studioProgramContract, { params: { appId, programId } }, { signal }),
  });
}

/** Create, change and delete; every answer refreshes the app's programs. */
export function useProgramMutations(appId: string) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: programsKey(appId) });
  return {
    create: useMutation({ mutationFn: (input: ProgramInput) => studioApi(createProgramContract, { params: { appId }, body: input }), onSettled }),
    update: useMutation({
      mutationFn: ({ programId, change }: { programId: string; change: ProgramChange }) => studioApi(updateProgramContract, { params: { appId, programId }, body: change }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (programId: string) => studioApi(deleteProgramContract, { params: { appId, programId } }), onSettled }),
  };
}
