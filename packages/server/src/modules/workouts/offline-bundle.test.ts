import { describe, expect, it } from 'vitest';
import { workoutIdsOfBlocks } from './offline-bundle';

describe('workoutIdsOfBlocks', () => {
  it('finds the workout ids of workout blocks, inside composed blocks too, and nothing else', () => {
    const document = {
      schema_version: 1,
      blocks: [
        { id: 'a', type: 'workout_block', props: { workout_id: 'w1', exercises: [] } },
        { id: 'b', type: 'text_block', props: { workout_id: 'not-a-workout-block' } },
        { id: 'c', type: 'workout_block', props: { workout_id: null } },
        { id: 'd', type: 'composed_block', props: { blocks: [{ id: 'e', type: 'workout_block', props: { workout_id: 'w2' } }] } },
      ],
    };
    expect(workoutIdsOfBlocks(document)).toEqual(['w1', 'w2']);
    expect(workoutIdsOfBlocks(null)).toEqual([]);
  });
});
