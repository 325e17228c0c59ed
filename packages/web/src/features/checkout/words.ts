import { defineFeatureWords } from '../../app/i18n/feature-words';

/** Checkout's words (`checkout.*`), loaded with checkout, the account's billing and the past-due banner. */
export const checkoutWords = defineFeatureWords(import.meta.glob<Record<string, unknown>>('./words/*.json', { import: 'default' }));
