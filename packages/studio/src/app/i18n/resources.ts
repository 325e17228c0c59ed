import type { Locale } from '@tessera/core/entities/app';
import { locales } from '@tessera/core/entities/app';
import shell from './locales/shell/en.json';
import blocks from './locales/blocks/en.json';
import editor from './locales/editor/en.json';
import forms from './locales/forms/en.json';
import overlays from './locales/overlays/en.json';
import pages from './locales/pages/en.json';
import settings from './locales/settings/en.json';
import theme from './locales/theme/en.json';

/**
 * Studio texts live in one file per area and language (`locales/{area}/{lng}.json`), so that
 * screens can be translated side by side without touching each other's files. Each area's keys
 * sit under its own name (`t('settings.…')`); the shell's keys stay at the top level.
 */
const english = { ...shell, blocks, editor, forms, overlays, pages, settings, theme };
export type StudioMessages = typeof english;

const areas = ['blocks', 'editor', 'forms', 'overlays', 'pages', 'settings', 'theme'] as const;
// Not the areas that load with their screens (area-words.ts).
const files = import.meta.glob<Record<string, unknown>>('./locales/{shell,blocks,editor,forms,overlays,pages,settings,theme}/*.json', { eager: true, import: 'default' });
const file = (area: string, locale: Locale) => files[`./locales/${area}/${locale}.json`] ?? {};

// Every language is bundled rather than fetched: the studio is used on desktops, and the whole
// set is small beside the editor. Areas whose screens are a chunk of their own (Commerce) keep
// their words with them instead (area-words.ts). resources.test.ts proves each language has every English key.
export const resources = Object.fromEntries(
  locales.map((locale) => {
    const translation = { ...file('shell', locale), ...Object.fromEntries(areas.map((area) => [area, file(area, locale)])) };
    return [locale, { translation: (locale === 'en' ? english : translation) as StudioMessages }];
  }),
) as Record<Locale, { translation: StudioMessages }>;
