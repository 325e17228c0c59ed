import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Locale } from '@tessera/core/entities/app';
import { App } from '../app/App';
import { createI18n } from '../app/i18n/create-i18n';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';

/** The whole studio at a path (without the /studio base), as the browser would show it. */
export function renderStudio(path = '/', { locale = 'en' as Locale } = {}) {
  const i18n = createI18n(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <App router={router} />
    </I18nextProvider>,
  );
  return { ...view, router, i18n };
}

/**
 * Some screens at a path with the studio's providers (translations, a query client, a memory
 * router) but without the shell, for the tests of an area that does not depend on its layout.
 */
export function renderRoutes(screens: RouteObject[], path: string, { locale = 'en' as Locale } = {}) {
  const i18n = createI18n(locale);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(screens, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, i18n, queryClient };
}
