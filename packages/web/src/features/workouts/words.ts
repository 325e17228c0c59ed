import { defineFeatureWords } from '../../app/i18n/feature-words';

/** The workout screens' words (`workouts.*`), loaded with them (app-blocks.tsx), never with the app. */
export const workoutWords = defineFeatureWords(import.meta.glob<Record<string, unknown>>('./words/*.json', { import: 'default' }));

/** `useTranslation` reading `t('start')` as `t('workouts.start')`. */
export const useWorkoutWords = () => workoutWords.useWords('workouts');
