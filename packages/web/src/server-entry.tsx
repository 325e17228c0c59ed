import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import type { Messages } from './app/i18n';
import type { Locale, PublicAppConfig } from '@tessera/core/entities/app';
import type { PageProps } from '@tessera/core/entities/page';
import type { TranslatedContent } from '@tessera/core/entities/translation';
import { FALLBACK_LOCALE } from '@tessera/core/locales';
import { blocksById } from '@tessera/core/blocks/block-tree';
import { firstScreenOf } from '@tessera/blocks/lib/first-screen';
import { lcpImageOf } from '@tessera/blocks/lib/lcp-image';
import { imagePreload, type ImagePreload } from '@tessera/core/media/responsive-image';
import { setServerSanitizer } from '@tessera/blocks/lib/sanitize';
import { PageDataContext } from './features/pages/page-data-context';
import { createPageDataStore } from './features/pages/page-data';
import { AppProviders, AppRoutes, createQueryClient } from './app/App';
import { loadLocale } from './app/i18n';
import { withFeatureWords } from './app/i18n/server-words';
import { isRtl, pickLanguage } from './app/i18n/language';
import { seedQueries } from './app/ssr/seed-queries';
import type { SsrState } from './app/ssr/ssr-state';
import { contentLocale } from './features/pages/page-translation';

/**
 * The member app's server render (decision 032), built by `vite build --ssr` into `dist-ssr/` and
 * loaded by the server at runtime (the server never imports web source). It renders exactly what
 * the client's first render shows — the shell as a guest whose session is not checked yet, on a
 * phone — from the page props the publish cache holds, and says what it rendered with so the
 * client can hydrate from the same values.
 */

/** One i18next instance per locale, kept: renders for different languages run side by side. */
const instances = new Map<Locale, Promise<I18n>>();

function i18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = (async () => {
      const resources: Record<string, { translation: Messages }> = {
        [FALLBACK_LOCALE]: { translation: withFeatureWords(FALLBACK_LOCALE, await loadLocale(FALLBACK_LOCALE)) },
      };
      if (locale !== FALLBACK_LOCALE) resources[locale] = { translation: withFeatureWords(locale, await loadLocale(locale)) };
      const i18n = i18next.createInstance();
      await i18n.init({
        resources,
        lng: locale,
        fallbackLng: FALLBACK_LOCALE,
        interpolation: { escapeValue: false },
        initAsync: false,
      });
      return i18n;
    })();
    instance.catch(() => instances.delete(locale));
    instances.set(locale, instance);
  }
  return instance;
}

export type RenderInput = {
  config: PublicAppConfig;
  /** The address's path and query, e.g. `/programs?lang=de`. */
  url: string;
  /** The page at that path as this viewer may see it (the lock screen's props for a refused viewer), or null. */
  page: PageProps | null;
  /** No page is published at the path (the app shows 'Page Not Found'). */
  missing: boolean;
  /** The published translation of the page in a locale, or null when there is none. */
  loadTranslation: (locale: string) => Promise<TranslatedContent | null>;
  /** Public `/api` answers the page's template would ask for first (see SsrState.queries). */
  queries?: SsrState['queries'];
  /** The server's rich-text sanitiser (the browser's, DOMPurify, needs a DOM). */
  sanitizeHtml: (html: string) => string;
};

export type RenderOutput = {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** What the client reads before hydrating (serialised by the server into a JSON data block). */
  state: SsrState;
  lang: Locale;
  dir: 'ltr' | 'rtl';
  /**
   * The source modules whose stylesheets the markup needs besides the entry's, as the client
   * build's manifest names them (`../blocks/src/Hero/index.tsx`): the lazy block chunks rendered.
   */
  styleModules: string[];
  /**
   * Of those, the modules the first screen hydrates with (`@tessera/blocks/lib/first-screen`),
   * which the browser fetches beside the app's own code; the later blocks' code loads after.
   */
  preloadModules: string[];
  /** The picture the page shows first and largest, to preload (the copy its `srcset` picks). */
  lcpImage: ImagePreload | null;
  /** What failed while rendering (those parts render in the browser). */
  errors: string[];
};

/** `member_directory_block` → `MemberDirectory`: the folder of its renderer in `@tessera/blocks`. */
const rendererFolder = (type: string) =>
  type
    .replace(/_block$/, '')
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * The lazy modules these blocks (composed blocks' children too) render from: RenderBlocks and each
 * block type's renderer, and the template's own lazy parts.
 */
function lazyModulesOf(blocks: PageProps['blocks'], queries: SsrState['queries']): string[] {
  // A program page with its program renders the stages from their own chunk (templates/Program).
  const hasProgram = queries.some((query) => query.key[0] === 'program-of-page' && query.data);
  const templateModules = hasProgram ? ['src/features/programs/ProgramProgress/index.tsx'] : [];
  if (blocks.length === 0) return templateModules;
  const types = new Set([...blocksById(blocks).values()].map((block) => block.type));
  return [
    ...templateModules,
    // The blocks' chunk is entered through app-blocks.tsx (the app parts only blocks use).
    'src/features/pages/app-blocks.tsx',
    '../blocks/src/RenderBlocks.tsx',
    ...[...types].map((type) => `../blocks/src/${rendererFolder(type)}/index.tsx`),
  ];
}

/** Lets the prerender finish its lazy chunks; a render that takes longer than this is abandoned. */
const RENDER_TIMEOUT_MS = 5000;

export async function render({
  config,
  url,
  page,
  missing,
  loadTranslation,
  sanitizeHtml,
  queries = [],
}: RenderInput): Promise<RenderOutput> {
  const parsed = new URL(url, 'http://ssr.invalid');
  const locale = pickLanguage({ search: parsed.search, config });
  const path = parsed.pathname;
  const pageLocale = page ? contentLocale(config, locale) : null;
  const translation = page && pageLocale ? await loadTranslation(pageLocale) : null;
  const state: SsrState = {
    path,
    locale,
    page,
    missing: !page && missing,
    translation,
    contentLocale: pageLocale,
    queries,
  };
  const i18n = await i18nFor(locale);
  setServerSanitizer(sanitizeHtml);
  // Links read their targets' access from the page data store: the render's own, holding this page
  // as the client's will when it hydrates.
  const store = createPageDataStore({
    fetchPage: () => Promise.reject(new Error('No page data requests during a server render')),
  });
  if (page) store.put(path, { status: 'found', page });
  else if (state.missing) store.put(path, { status: 'missing' });
  const queryClient = createQueryClient();
  seedQueries(queryClient, state);

  const errors: string[] = [];
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('Server render timed out')),
    RENDER_TIMEOUT_MS,
  );
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppProviders config={config} queryClient={queryClient}>
            <PageDataContext.Provider value={store}>
              <StaticRouter location={`${path}${parsed.search}`}>
                <AppRoutes />
              </StaticRouter>
            </PageDataContext.Provider>
          </AppProviders>
        </I18nextProvider>
      </StrictMode>,
      {
        signal: controller.signal,
        // Every boundary inline, in order: a boundary moved to the end would be put back by an
        // inline script, which the CSP refuses (decision 008).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A part that fails renders in the browser instead; the server says which, once (member-pages.ts).
        onError: (error, info) =>
          void errors.push(
            `${error instanceof Error ? error.message : String(error)}${info.componentStack?.split('\n').slice(0, 3).join(' ') ?? ''}`,
          ),
      },
    );
    const html = await streamToString(prelude);
    const shown = page?.page_access.granted ? page.blocks : [];
    const lcp = lcpImageOf(shown);
    return {
      html,
      state,
      lang: locale,
      dir: isRtl(locale) ? 'rtl' : 'ltr',
      styleModules: lazyModulesOf(shown, queries),
      preloadModules: lazyModulesOf(firstScreenOf(shown), queries),
      lcpImage: lcp ? imagePreload(lcp.src, lcp.sizes) : null,
      errors,
    };
  } finally {
    clearTimeout(timer);
    queryClient.clear();
  }
}

async function streamToString(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}
