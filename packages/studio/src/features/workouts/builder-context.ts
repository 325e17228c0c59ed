import { createContext, useContext } from 'react';
import type { StudioExercise } from '@tessera/core/api/studio-workouts';
import type { Exercise } from '@tessera/core/entities/workout';
import type { FieldPath } from './workout-draft';

/** What every part of the builder needs: the exercises to pick from, problems by place, and ways to speak and keep focus. */
export type BuilderTools = {
  exercises: readonly (Exercise | StudioExercise)[];
  /** The problem at a place of the draft (`groups.0.items.1.sets.2.reps`), in the owner's words. */
  errorAt: (path: FieldPath) => string | undefined;
  /** Said politely to screen readers (a move, an addition). */
  announce: (message: string) => void;
  /** After the next render, focus the control marked `data-focus={key}` (a move keeps the pressed button focused). */
  focusAfterRender: (key: string) => void;
};

export const BuilderContext = createContext<BuilderTools | null>(null);

export function useBuilder(): BuilderTools {
  const tools = useContext(BuilderContext);
  if (!tools) throw new Error('useBuilder outside the workout builder');
  return tools;
}
