import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createExerciseContract,
  createWorkoutContract,
  deleteExerciseContract,
  deleteWorkoutContract,
  memberWorkoutSessionsContract,
  studioExercisesContract,
  studioWorkoutContract,
  studioWorkoutsContract,
  updateExerciseContract,
  updateWorkoutContract,
} from '@tessera/core/api/studio-workouts';
import type { ExerciseInput, WorkoutInput } from '@tessera/core/entities/workout';
import { studioApi } from '../../app/studio-api';

/** Everything about one app's workouts and exercises sits under `workoutsKey(appId)`. */
export const workoutsKey = (appId: string) => ['studio', 'workouts', appId] as const;

export function exercisesQuery(appId: string) {
  return queryOptions({
    queryKey: [...workoutsKey(appId), 'exercises'],
    queryFn: ({ signal }) => studioApi(studioExercisesContract, { params: { appId } }, { signal }),
  });
}

export function workoutsListQuery(appId: string) {
  return queryOptions({
    queryKey: [...workoutsKey(appId), 'list'],
    queryFn: ({ signal }) => studioApi(studioWorkoutsContract, { params: { appId } }, { signal }),
  });
}

export function workoutQuery(appId: string, workoutId: string) {
  return queryOptions({
    queryKey: [...workoutsKey(appId), 'workout', workoutId],
    queryFn: ({ signal }) => studioApi(studioWorkoutContract, { params: { appId, workoutId } }, { signal }),
  });
}

export function memberSessionsQuery(appId: string, memberId: string) {
  return queryOptions({
    queryKey: [...workoutsKey(appId), 'member-sessions', memberId],
    queryFn: ({ signal }) => studioApi(memberWorkoutSessionsContract, { params: { appId, memberId }, query: { limit: 50 } }, { signal }),
  });
}

/** Add, change and delete exercises; every answer refreshes the app's workouts and exercises. */
export function useExerciseMutations(appId: string) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: workoutsKey(appId) });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: ExerciseInput }) =>
        id
          ? studioApi(updateExerciseContract, { params: { appId, exerciseId: id }, body: input })
          : studioApi(createExerciseContract, { params: { appId }, body: input }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (exerciseId: string) => studioApi(deleteExerciseContract, { params: { appId, exerciseId } }), onSettled }),
  };
}

/** Create, save whole and delete workouts. */
export function useWorkoutMutations(appId: string) {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: workoutsKey(appId) });
  return {
    create: useMutation({ mutationFn: (input: WorkoutInput) => studioApi(createWorkoutContract, { params: { appId }, body: input }), onSettled }),
    update: useMutation({
      mutationFn: ({ workoutId, input }: { workoutId: string; input: WorkoutInput }) => studioApi(updateWorkoutContract, { params: { appId, workoutId }, body: input }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (workoutId: string) => studioApi(deleteWorkoutContract, { params: { appId, workoutId } }), onSettled }),
  };
}
