import { defineFeatureWords } from '../../app/i18n/feature-words';

/** The schedule's words (`schedule.*`), loaded with the schedule, never with the app. */
export const scheduleWords = defineFeatureWords(import.meta.glob<Record<string, unknown>>('./words/*.json', { import: 'default' }));
