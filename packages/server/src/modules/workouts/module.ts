import type { ServerModule } from '../../http/server-module';
import { registerWorkoutRoutes } from './member-routes';
import { registerStudioWorkoutRoutes } from './studio-routes';

/** Workouts (SPEC §7 Workouts, issue 14, decision 033): the exercise library, workouts, members' sessions. */
export const workoutsModule: ServerModule = {
  name: 'workouts',
  memberRoutes: registerWorkoutRoutes,
  studioRoutes: registerStudioWorkoutRoutes,
};
