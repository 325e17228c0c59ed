import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePage } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('NotFound', () => {
  it("shows 'Page Not Found' for an unknown path and 'Take me home' goes to /", async () => {
    const { router } = renderApp({
      path: '/does-not-exist',
      pages: { '/': { status: 'found', page: makePage({ page_title: 'Welcome home', page_data: { path: '/' }, page_content_type: 'article' }) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Take me home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('is shown for reserved /me/ paths without asking for page data', async () => {
    let requests = 0;
    renderApp({
      path: '/me/unknown',
      store: {
        load: async () => {
          requests += 1;
          return { status: 'missing' };
        },
        peek: () => undefined,
        prefetch: async () => undefined,
        put: () => undefined,
        clear: () => undefined,
        getGeneration: () => 0,
        subscribe: () => () => undefined,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(requests).toBe(0);
  });

  it('is shown for malformed paths', async () => {
    renderApp({ path: '/Bad..Path' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
