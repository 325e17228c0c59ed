import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { studioAppDetailSchema } from '@tessera/core/api/studio-apps';
import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import { defaultTheme } from '@tessera/core/entities/theme';
import { createI18n } from '../../../app/i18n/create-i18n';
import { createQueryClient } from '../../../app/query-client';
import { demoApp } from '../../../test/fixtures';
import { PageEditorScreen } from '../PageEditorScreen';

export const appDetail: StudioAppDetail = studioAppDetailSchema.parse({
  id: demoApp.id,
  slug: 'demo',
  name: 'Demo App',
  access: {},
  show_made_with_badge: true,
  languages: ['en'],
  default_locale: 'en',
  custom_domain: null,
  google_client_id: null,
  apple_client_id: null,
  toolbar: {},
  theme: defaultTheme,
  home_page_id: null,
  app_url: 'http://demo.localhost:3000/',
  preview_url: 'http://demo.localhost:3000/?page-builder',
  published_at: null,
  has_unpublished_changes: true,
});

/** The page editor at a path, with the studio's providers and a router (no shell around it). */
export function renderEditor(path: string) {
  const i18n = createI18n('en');
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/apps/:appId/pages/:pageId', element: <PageEditorScreen /> },
      { path: '/apps/:appId/pages', element: <h1>Pages list</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, i18n, queryClient };
}
