import { act, render, screen, waitFor } from '@testing-library/react';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultTheme } from '@tessera/core/entities/theme';
import { PREVIEW_APP_SOURCE, PREVIEW_STUDIO_SOURCE } from '@tessera/core/preview';
import { AppConfigContext } from '../../app/app-config-context';
import { createQueryClient } from '../../app/App';
import { PageDataContext } from '../pages/page-data-context';
import { routes } from '../../app/routes';
import { createPageDataStore } from '../pages/page-data';
import { makeConfig, makePage } from '../../test/fixtures';
import '../../test/render';
import { startPreviewBridge } from './preview-bridge';

const STUDIO = 'https://studio.example.test';

let studioFrame: HTMLIFrameElement;
let studio: Window;
let stop: () => void = () => undefined;

beforeEach(() => {
  // A real window stands in for the studio that frames the app: message events need one as source.
  studioFrame = document.createElement('iframe');
  document.body.append(studioFrame);
  studio = studioFrame.contentWindow!;
  vi.spyOn(studio, 'postMessage');
});
afterEach(() => {
  stop();
  studioFrame.remove();
  document.documentElement.removeAttribute('style');
});

/** The member app's routes in memory, with the bridge started as main.tsx starts it in preview mode. */
function renderPreview({ path = '/', onTheme = vi.fn() } = {}) {
  const store = createPageDataStore({
    fetchPage: async (pagePath) =>
      pagePath === '/' ? { status: 'found', page: makePage({ page_title: 'Home', page_data: { path: '/' } }) } : { status: 'missing' },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <AppConfigContext.Provider value={makeConfig({ studio_origin: STUDIO })}>
      <QueryClientProvider client={queryClient}>
        <PageDataContext.Provider value={store}>
          <RouterProvider router={router} />
        </PageDataContext.Provider>
      </QueryClientProvider>
    </AppConfigContext.Provider>,
  );
  stop = startPreviewBridge({ studioOrigin: STUDIO, router, queryClient, store, onTheme, parent: studio });
  return { router, store, onTheme };
}

function fromStudio(data: unknown, { origin = STUDIO, source = studio as Window | null } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const draft = makePage({
  page_id: 'draft-1',
  page_title: 'Draft page',
  page_data: { path: '/offers' },
  blocks: publishedBlocks([{ id: 't', type: 'text_block', props: { content: '<p>Summer offer</p>' } }]),
});

describe('preview bridge', () => {
  it('says ready to the studio, at the studio origin only', () => {
    renderPreview();
    expect(studio.postMessage).toHaveBeenCalledWith({ source: PREVIEW_APP_SOURCE, type: 'ready' }, STUDIO);
  });

  it('puts a draft page into the page data and shows it at its path, reporting the navigation', async () => {
    const { router, store } = renderPreview();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();

    fromStudio({ source: PREVIEW_STUDIO_SOURCE, type: 'page', page: draft });
    // Blocks render from lazily loaded chunks (their schemas and each renderer).
    expect(await screen.findByText('Summer offer', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/offers');
    expect(store.peek('/offers')).toEqual({ status: 'found', page: draft });
    expect(studio.postMessage).toHaveBeenCalledWith({ source: PREVIEW_APP_SOURCE, type: 'navigated', path: '/offers' }, STUDIO);

    // Typing in the studio sends the page again: it changes in place.
    const edited = { ...draft, blocks: publishedBlocks([{ id: 't', type: 'text_block', props: { content: '<p>Winter offer</p>' } }]) };
    fromStudio({ source: PREVIEW_STUDIO_SOURCE, type: 'page', page: edited });
    expect(await screen.findByText('Winter offer')).toBeTruthy();
    expect(screen.queryByText('Summer offer')).toBeNull();
  });

  it('ignores messages from another origin, from another window, and off-protocol', async () => {
    const { router, store } = renderPreview();
    await screen.findByRole('heading', { name: 'Home' });
    const message = { source: PREVIEW_STUDIO_SOURCE, type: 'page', page: draft };

    fromStudio(message, { origin: 'https://evil.example.test' });
    fromStudio(message, { source: window });
    fromStudio({ ...message, source: 'someone-else' });
    fromStudio({ source: PREVIEW_STUDIO_SOURCE, type: 'navigate', path: '/offers', extra: 1 }, { origin: 'https://studio.example.test.evil.test' });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.peek('/offers')).toBeUndefined();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('paints an unsaved theme and keeps it for later renders', () => {
    const { onTheme } = renderPreview();
    const theme = { ...defaultTheme, primary_color: '#0a7d33' };
    fromStudio({ source: PREVIEW_STUDIO_SOURCE, type: 'theme', theme });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0a7d33');
    expect(onTheme).toHaveBeenCalledWith(theme);
  });

  it('follows navigate', async () => {
    const { router } = renderPreview();
    fromStudio({ source: PREVIEW_STUDIO_SOURCE, type: 'navigate', path: '/nowhere' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/nowhere'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('stays quiet when the app is not framed', () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    stop = startPreviewBridge({ studioOrigin: STUDIO, router, queryClient: createQueryClient(), parent: window });
    expect(postMessage).not.toHaveBeenCalled();
  });
});
