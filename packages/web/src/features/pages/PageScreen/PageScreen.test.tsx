import { screen } from '@testing-library/react';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConfig, makePage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

describe('PageScreen', () => {
  afterEach(() => {
    document.title = '';
  });

  it('renders the page blocks through the lazily loaded renderers', async () => {
    renderApp({
      path: '/about',
      pages: {
        '/about': {
          status: 'found',
          page: makePage({
            blocks: publishedBlocks([
              { id: 'h', type: 'hero_block', props: { title: 'Train with us' } },
              { id: 't', type: 'text_block', props: { content: '<p>Since 2010</p>' } },
              { id: 'x', type: 'mystery_block', props: {} },
            ]),
          }),
        },
      },
    });
    // Blocks render from lazily loaded chunks (their schemas and each renderer).
    expect(await screen.findByRole('heading', { name: 'Train with us' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Since 2010')).toBeTruthy();
    expect(document.title).toBe('About us · Demo Fitness');
  });

  it('shows the lock screen with Purchase and Log In when purchase is required', async () => {
    const { router } = renderApp({
      path: '/premium',
      pages: {
        '/premium': {
          status: 'found',
          page: makePage({ page_title: 'Premium plan', page_access: { granted: false, reason: 'require_purchase', data: { product_ids: ['p'] } } }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium plan' })).toBeTruthy();
    expect(screen.getByText('This content is available after purchase.')).toBeTruthy();
    screen.getByRole('button', { name: 'Log In' }).click();
    await vi.waitFor(() => expect(router.state.location.hash).toBe('#auth'));
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeTruthy();
  });

  it('points a lesson that needs a Start to the page where Start is', async () => {
    const { router } = renderApp({
      path: '/course/day-2',
      pages: {
        '/course/day-2': {
          status: 'found',
          page: makePage({
            page_title: 'Day 2',
            page_access: { granted: false, reason: 'is_scheduled', data: { available_after: null } },
            access_outcome: 'START_REQUIRED',
            progress_root: { page_id: 'course', path: '/course', title: 'The course' },
          }),
        },
      },
    });
    expect(await screen.findByText('Press Start to begin.')).toBeTruthy();
    screen.getByRole('link', { name: 'Open The course to start' }).click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/course'));
  });

  it('applies the page colour mode to the document and restores the app default after', async () => {
    const { router } = renderApp({
      path: '/night',
      config: makeConfig(),
      pages: {
        '/night': { status: 'found', page: makePage({ page_title: 'Night', color_mode: 'dark', page_data: { path: '/night' } }) },
        '/': { status: 'found', page: makePage({ page_title: 'Home', page_data: { path: '/' } }) },
      },
    });
    await screen.findByRole('heading', { name: 'Night' });
    await vi.waitFor(() => expect(document.documentElement.dataset.colorMode).toBe('dark'));
    await router.navigate('/');
    await screen.findByRole('heading', { name: 'Home' });
    await vi.waitFor(() => expect(document.documentElement.dataset.colorMode).toBe('light'));
  });

  it('offers a retry when page data fails for a reason other than 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp({
      path: '/flaky',
      store: {
        load: () => Promise.reject(new Error('offline')),
        peek: () => undefined,
        prefetch: async () => undefined,
        put: () => undefined,
        clear: () => undefined,
        getGeneration: () => 0,
        subscribe: () => () => undefined,
      },
    });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    warn.mockRestore();
  });

  it('has landmarks, a skip link and the made-with badge', async () => {
    renderApp({ path: '/about', pages: { '/about': { status: 'found', page: makePage() } } });
    await screen.findByRole('heading', { name: 'About us' });
    // Testing Library counts every <header> as a banner; only the toolbar's is outside <main>.
    const toolbar = screen.getByRole('link', { name: 'Demo Fitness home' }).closest('header');
    expect(toolbar?.closest('main')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe('Made with Tessera');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
  });

  it('hides the badge when the app turns it off', async () => {
    renderApp({ path: '/about', config: makeConfig({ show_made_with_badge: false }), pages: { '/about': { status: 'found', page: makePage() } } });
    await screen.findByRole('heading', { name: 'About us' });
    expect(screen.queryByText('Made with Tessera')).toBeNull();
  });
});
