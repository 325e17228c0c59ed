import { useContext, useMemo } from 'react';
import { lazyWithWords } from '../../app/i18n/feature-words';
import type { ComponentProps } from 'react';
import { BlockContext } from '@tessera/blocks/BlockContext';
import type { BlockContextValue } from '@tessera/blocks/BlockContext';
import { RenderBlocks as RenderBlockList } from '@tessera/blocks/RenderBlocks';

// A workout block naming a studio workout runs it with the workout screens: their own chunk with
// their words (issue 14), asked for only when such a block renders.
const WorkoutRunner = lazyWithWords(
  () => import('../workouts/WorkoutRunner').then((module) => module.default),
  () => import('../workouts/words').then((module) => module.workoutWords),
);

/**
 * The blocks' chunk as the member app loads it (`lazy-blocks.tsx`): the blocks, with the parts of
 * the app only blocks use added to the shell's BlockContext here, in this lazy chunk, rather than in
 * the shell (whose every byte counts against the startup budget).
 */
export function RenderBlocks(props: ComponentProps<typeof RenderBlockList>) {
  const outer = useContext(BlockContext);
  const value = useMemo<BlockContextValue>(() => ({ ...outer, Workout: outer.Workout ?? WorkoutRunner }), [outer]);
  return (
    <BlockContext.Provider value={value}>
      <RenderBlockList {...props} />
    </BlockContext.Provider>
  );
}
