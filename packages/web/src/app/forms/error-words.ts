import { defineFeatureWords } from '../i18n/feature-words';

/**
 * The words for errors and field problems (`validation.*`, `errorCodes.*`): only screens that can
 * show an error need them, so they load with `describe-error.ts` (a lazy chunk every such screen
 * shares), not in the first download. They are asked for the moment that chunk loads, long before
 * a member can submit anything; an error shown before they arrive reads in the server's English.
 */
export const errorWords = defineFeatureWords(import.meta.glob<Record<string, unknown>>('./words/*.json', { import: 'default' }));
