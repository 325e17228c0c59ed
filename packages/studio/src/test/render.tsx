import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import type { Locale } from '@tessera/core/entities/app';
import { App } from '../app/App';
import { createI18n } from '../app/i18n/create-i18n';
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
