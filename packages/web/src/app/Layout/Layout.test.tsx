import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePage } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const at = (path: string, overrides: Parameters<typeof makePage>[0] = {}) => ({
  [path]: { status: 'found' as const, page: makePage({ page_title: 'Stretch', page_data: { path }, ...overrides }) },
});

describe('page display flags in the shell (SPEC §3)', () => {
  it('shows the app toolbar on a page that uses it', async () => {
    renderApp({ path: '/stretch', pages: at('/stretch') });
    await screen.findByRole('heading', { name: 'Stretch' });
    expect(screen.getByRole('link', { name: 'Demo Fitness home' })).toBeTruthy();
  });

  it('leaves the toolbar out on a page with use_global_toolbar off, keeping the skip link', async () => {
    renderApp({ path: '/stretch', pages: at('/stretch', { use_global_toolbar: false }) });
    await screen.findByRole('heading', { name: 'Stretch' });
    expect(screen.queryByRole('link', { name: 'Demo Fitness home' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
  });

  it('keeps room under the content unless show_bottom_padding is off', async () => {
    const { unmount } = renderApp({ path: '/stretch', pages: at('/stretch') });
    const padded = (await screen.findByRole('heading', { name: 'Stretch' })).closest('article');
    expect(padded?.className).not.toMatch(/flushBottom/);
    unmount();
    renderApp({ path: '/stretch', pages: at('/stretch', { show_bottom_padding: false }) });
    const flush = (await screen.findByRole('heading', { name: 'Stretch' })).closest('article');
    expect(flush?.className).toMatch(/flushBottom/);
  });
});
