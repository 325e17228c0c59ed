import { Route, Routes } from 'react-router';
import { AreaWords } from '../../app/AreaWords';
import { NotFoundScreen } from '../../app/NotFoundScreen';
import { ExerciseLibraryScreen } from './ExerciseLibraryScreen';
import { WorkoutBuilderScreen } from './WorkoutBuilderScreen';
import { WorkoutsScreen } from './WorkoutsScreen';

/** `/apps/:appId/workouts/*`: the workouts, the exercise library and the builder, with their words: one chunk, loaded when opened. */
export function WorkoutsRoutes() {
  return (
    <AreaWords area="workouts">
      <Routes>
        <Route index element={<WorkoutsScreen />} />
        <Route path="exercises" element={<ExerciseLibraryScreen />} />
        <Route path=":workoutId" element={<WorkoutBuilderScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </AreaWords>
  );
}
