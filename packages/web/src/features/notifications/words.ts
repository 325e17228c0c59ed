import { defineFeatureWords } from '../../app/i18n/feature-words';

/**
 * The words of notifications, the installable app and the unsubscribe screen
 * (`notifications.*`), loaded with the lazy code that shows them.
 */
export const notificationWords = defineFeatureWords(import.meta.glob<Record<string, unknown>>('./words/*.json', { import: 'default' }));
