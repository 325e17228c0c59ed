import { defineFeatureWords } from '../../app/i18n/feature-words';

/** The past-due banner's words (`pastDue.*`), loaded with the banner: only a member whose renewal failed needs them. */
export const pastDueWords = defineFeatureWords(import.meta.glob<Record<string, unknown>>('./words/*.json', { import: 'default' }));
