import type { BlockDefinition } from '../field-spec';

export const workoutDefinition: BlockDefinition<'workout_block'> = {
  label: 'blocks.workout.name',
  category: 'content',
  fields: {
    title: { kind: 'text', label: 'blocks.workout.title' },
    workout_id: { kind: 'workout', label: 'blocks.workout.workoutId' },
    mode: {
      kind: 'select',
      label: 'blocks.workout.mode',
      options: [
        { label: 'blocks.workout.modeGrouped', value: 'grouped' },
        { label: 'blocks.workout.modeFollowAlong', value: 'follow_along' },
      ],
    },
    exercises: {
      kind: 'list',
      label: 'blocks.workout.exercises',
      itemLabel: 'blocks.workout.exercise',
      fields: {
        name: { kind: 'text', label: 'blocks.workout.exerciseName' },
        group: { kind: 'text', label: 'blocks.workout.group' },
        image: { kind: 'image', label: 'blocks.workout.image' },
        sets: { kind: 'number', label: 'blocks.workout.sets', min: 1, max: 100, step: 1 },
        reps: { kind: 'number', label: 'blocks.workout.reps', min: 1, max: 1000, step: 1 },
        duration_seconds: {
          kind: 'number',
          label: 'blocks.workout.duration',
          min: 1,
          max: 14_400,
          step: 5,
        },
        rest_seconds: { kind: 'number', label: 'blocks.workout.rest', min: 0, max: 3600, step: 5 },
        notes: { kind: 'textarea', label: 'blocks.workout.notes' },
      },
    },
  },
};
