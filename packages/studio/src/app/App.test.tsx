import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { syncDocumentLanguage } from './i18n/create-i18n';
import { fakeServer, unauthorizedReply } from '../test/fake-server';
import { renderStudio } from '../test/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('studio shell', () => {
  it('asks who is signed in, then shows the product name, the sign-in form and a way back to the member app', async () => {
    const server = fakeServer({ 'GET /api/studio/auth/me': () => unauthorizedReply });
    renderStudio('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to build your app' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Tessera Studio')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the member app' }).getAttribute('href')).toBe('/');
    expect(server.to('GET', '/api/studio/auth/me')).toHaveLength(1);
  });

  it('speaks Arabic right to left', async () => {
    fakeServer({ 'GET /api/studio/auth/me': () => unauthorizedReply });
    const { i18n } = renderStudio('/', { locale: 'ar' });
    const root = document.createElement('html');
    syncDocumentLanguage(i18n, root);
    expect(await screen.findByRole('heading', { level: 1, name: 'سجّل الدخول لبناء تطبيقك' })).toBeTruthy();
    expect(root.dir).toBe('rtl');
    expect(root.lang).toBe('ar');
  });

  it('says so, with a retry, when the server cannot be reached', async () => {
    let isDown = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (isDown) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(unauthorizedReply.body), { status: 401 });
      }),
    );
    renderStudio('/');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Could not reach the server');
    isDown = false;
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to build your app' })).toBeTruthy();
  });

  it('has a not-found screen for unknown studio addresses', async () => {
    fakeServer({ 'GET /api/studio/auth/me': () => unauthorizedReply });
    renderStudio('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your apps' }).getAttribute('href')).toBe('/');
  });
});
