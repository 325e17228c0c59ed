import { cleanup, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import { AppConfigContext } from '../app/app-config-context';
import { createQueryClient } from '../app/App';
import { PageDataContext } from '../features/pages/page-data-context';
import { routes as appRoutes } from '../app/routes';
import en from '../app/i18n/locales/en.json';
import { createPageDataStore } from '../features/pages/page-data';
import type { PageDataResult, PageDataStore } from '../features/pages/page-data';
import { emptyMemberData } from '@tessera/core/entities/member-data';
import { useAuthStore } from '../features/auth/auth-store';
import type { AuthStatus } from '../features/auth/auth-store';
import { useCurrentPageStore } from '../app/current-page-store';
import { setCredentials } from '../app/api/request-headers';
import { makeConfig } from './fixtures';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(() => {
  cleanup();
  useCurrentPageStore.setState({ page: null });
  resetAuth();
});

/** Every test starts from a guest whose session was checked, unless it says otherwise. */
export function resetAuth(status: AuthStatus = 'guest'): void {
  setCredentials(null);
  useAuthStore.setState({ status, user: null, member: null, data: emptyMemberData(), pendingLink: null });
}
resetAuth();

// jsdom has no layout; React Router's scroll restoration calls this on every navigation.
window.scrollTo = () => undefined;

// Every feature's English words (features/*/words and the error words, loaded lazily in the app) are there from the start.
const featureEnglish = import.meta.glob<Record<string, unknown>>(['../features/*/words/en.json', '../app/forms/words/en.json'], { eager: true, import: 'default' });

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
for (const words of Object.values(featureEnglish)) i18next.addResourceBundle('en', 'translation', words, true, false);

type RenderAppOptions = {
  path?: string;
  history?: string[];
  config?: PublicAppConfig;
  pages?: Record<string, PageDataResult>;
  store?: PageDataStore;
  routes?: RouteObject[];
};

/** Renders the app's routes in memory, with page data served from `pages` (anything else is missing). */
export function renderApp({ path = '/', history, config = makeConfig(), pages = {}, store, routes = appRoutes }: RenderAppOptions = {}) {
  const pageStore =
    store ?? createPageDataStore({ fetchPage: async (pagePath) => pages[pagePath] ?? { status: 'missing' } });
  const entries = history ?? [path];
  const router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 });
  const result: RenderResult = render(
    <Providers config={config} store={pageStore}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, store: pageStore };
}

function Providers({ config, store, children }: { config: PublicAppConfig; store: PageDataStore; children: ReactNode }) {
  return (
    <AppConfigContext.Provider value={config}>
      <QueryClientProvider client={createQueryClient()}>
        <PageDataContext.Provider value={store}>{children}</PageDataContext.Provider>
      </QueryClientProvider>
    </AppConfigContext.Provider>
  );
}
