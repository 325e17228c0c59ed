import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import type { Locale } from '@tessera/core/entities/app';
import { createI18n } from '../../../app/i18n/create-i18n';
import { createQueryClient } from '../../../app/query-client';
import { PagesScreen } from '../PagesScreen';

function EditorStub() {
  const { pageId } = useParams();
  return <h1>Editor of {pageId}</h1>;
}

/**
 * The pages screen (or any panel) with the studio's providers and a router, without the shell:
 * the tests of this area do not depend on how the shell lays screens out.
 */
export function renderInStudio(path: string, { locale = 'en' as Locale, element }: { locale?: Locale; element?: ReactNode } = {}) {
  const i18n = createI18n(locale);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/apps/:appId/pages', element: element ?? <PagesScreen /> },
      { path: '/apps/:appId/pages/:pageId', element: element ?? <EditorStub /> },
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
