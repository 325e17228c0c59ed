import { createContext, useContext, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@tessera/core/entities/page';
import { contentLocale, mergeTranslation, translationStore } from './page-translation';
import type { TranslationStore } from './page-translation';
import { useAppConfig } from '../../app/app-config-context';

/** The translation cache the page screen uses; tests give each render its own. */
export const PageTranslationContext = createContext<TranslationStore>(translationStore);

/**
 * A page in the language the app is shown in: when that is one of the app's languages other than
 * its default, the published translation is fetched after the page props and merged over them.
 * `isPending` while it downloads, so the page never flashes its default content first; without a
 * translation (none, or the download failed) the page is returned as it is.
 */
export function useTranslatedPage(path: string, page: PageProps | null): { page: PageProps | null; isPending: boolean } {
  const config = useAppConfig();
  const { i18n } = useTranslation();
  const store = useContext(PageTranslationContext);
  const locale = page ? contentLocale(config, i18n.language) : null;
  const query = useQuery({
    queryKey: ['page-translation', locale, path],
    queryFn: () => store.load(path, locale ?? ''),
    enabled: locale !== null,
    staleTime: Infinity,
  });
  const translation = locale === null ? null : (query.data ?? null);
  const translated = useMemo(() => (page ? mergeTranslation(page, translation) : null), [page, translation]);
  return { page: translated, isPending: locale !== null && query.isPending };
}
