import { defineFeatureWords } from '../../app/i18n/feature-words';

/** The offline downloads' words (`offline.*`), loaded with the download button, never with the app. */
export const offlineWords = defineFeatureWords(import.meta.glob<Record<string, unknown>>('./words/*.json', { import: 'default' }));
