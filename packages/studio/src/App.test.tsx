import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@tessera/core/entities/app';
import { App } from './App';
import { createI18n, syncDocumentLanguage } from './i18n/create-i18n';

afterEach(cleanup);

function renderIn(locale: Locale) {
  const i18n = createI18n(locale);
  render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
  return i18n;
}

describe('studio shell', () => {
  it('shows the product name, the sign-in placeholder and a way back to the member app', () => {
    renderIn('en');
    expect(within(screen.getByRole('banner')).getByText('Tessera Studio')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to build your app' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the member app' }).getAttribute('href')).toBe('/');
  });

  it('speaks Arabic right to left', () => {
    const i18n = renderIn('ar');
    const root = document.createElement('html');
    syncDocumentLanguage(i18n, root);
    expect(screen.getByRole('heading', { level: 1, name: 'سجّل الدخول لبناء تطبيقك' })).toBeTruthy();
    expect(root.dir).toBe('rtl');
    expect(root.lang).toBe('ar');
  });
});
