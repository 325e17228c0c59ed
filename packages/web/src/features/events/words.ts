import { defineFeatureWords } from '../../app/i18n/feature-words';

/** The events and packs words (`events.*`, `packs.*`), loaded with their screens, not with the app. */
export const eventWords = defineFeatureWords(import.meta.glob<Record<string, unknown>>('./words/*.json', { import: 'default' }));
