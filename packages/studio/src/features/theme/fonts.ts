import { queryOptions } from '@tanstack/react-query';
import { studioFontsContract } from '@tessera/core/api/studio-apps';
import { studioApi } from '../../app/studio-api';

export type FontOption = { family: string; category: 'sans-serif' | 'serif' | 'display' | 'monospace' };

/**
 * Offered when the server has no font list (an older server answers 404): families the server
 * self-hosts, so a theme never names a font members would fetch from elsewhere.
 */
export const FALLBACK_FONTS: FontOption[] = [
  { family: 'Inter', category: 'sans-serif' },
  { family: 'Roboto', category: 'sans-serif' },
  { family: 'Open Sans', category: 'sans-serif' },
  { family: 'Lato', category: 'sans-serif' },
  { family: 'Merriweather', category: 'serif' },
  { family: 'Playfair Display', category: 'display' },
];

/** The fonts a theme may use; the theme editor stays usable with the short list when this fails. */
export const fontsQuery = queryOptions({
  queryKey: ['studio', 'fonts'],
  queryFn: async ({ signal }): Promise<FontOption[]> => {
    try {
      return (await studioApi(studioFontsContract, {}, { signal })).fonts;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      return FALLBACK_FONTS;
    }
  },
  staleTime: Infinity,
});
