import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { useAuthStore } from '../auth/auth-store';

/** The contracts (and zod) load with the workout screens, not with the app. */
const contracts = () => import('@tessera/core/api/workouts');

export const workoutKeys = {
  all: ['workouts'] as const,
  workout: (id: string) => ['workouts', 'workout', id] as const,
  sessions: (memberId: string | undefined, id: string) => ['workouts', memberId, 'sessions', id] as const,
  exercise: (memberId: string | undefined, id: string) => ['workouts', memberId, 'exercise', id] as const,
  records: (memberId: string | undefined, sessionId: string) => ['workouts', memberId, 'records', sessionId] as const,
};

/** `GET /workouts/:id`: the workout, its exercises (alternates included) and the member's swaps. */
export function useWorkout(workoutId: string) {
  return useQuery({
    queryKey: workoutKeys.workout(workoutId),
    queryFn: async () => api((await contracts()).workoutContract, { params: { id: workoutId } }),
  });
}

/** The member's sessions of a workout, newest first (history, prefill and records). */
export function useWorkoutSessions(workoutId: string, enabled: boolean) {
  const memberId = useAuthStore((state) => state.member?.id);
  return useQuery({
    queryKey: workoutKeys.sessions(memberId, workoutId),
    enabled: enabled && Boolean(memberId),
    queryFn: async () => api((await contracts()).workoutSessionsContract, { params: { id: workoutId }, query: { limit: 20 } }),
  });
}

/** One exercise's logged sets across finished sessions, oldest first. */
export function useExerciseHistory(exerciseId: string) {
  const memberId = useAuthStore((state) => state.member?.id);
  return useQuery({
    queryKey: workoutKeys.exercise(memberId, exerciseId),
    queryFn: async () => api((await contracts()).exerciseHistoryContract, { params: { id: exerciseId } }),
  });
}

/**
 * The records a finished session beat, measured by the server against the member's earlier
 * sessions of every workout (a record is the exercise's, not the workout's).
 */
export function useSessionRecords(workoutId: string, sessionId: string | null) {
  const memberId = useAuthStore((state) => state.member?.id);
  return useQuery({
    queryKey: workoutKeys.records(memberId, sessionId ?? ''),
    enabled: Boolean(memberId && sessionId),
    retry: false,
    queryFn: async () => api((await contracts()).workoutSessionRecordsContract, { params: { id: workoutId, sessionId: sessionId! } }),
  });
}
