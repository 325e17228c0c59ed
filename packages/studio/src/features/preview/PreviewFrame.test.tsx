import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageProps } from '@tessera/core/entities/page';
import { defaultTheme, type Theme } from '@tessera/core/entities/theme';
import { makePageProps } from '@tessera/core/pages/test-fixtures';
import { PREVIEW_APP_SOURCE, PREVIEW_STUDIO_SOURCE } from '@tessera/core/preview';
import { createI18n } from '../../app/i18n/create-i18n';
import { PREVIEW_DEBOUNCE_MS, PREVIEW_READY_TIMEOUT_MS, PreviewFrame } from './PreviewFrame';

const ORIGIN = 'https://demo.apps.example.test';
const PREVIEW_URL = `${ORIGIN}/?page-builder`;

afterEach(() => {
  vi.useRealTimers();
});

const draft: PageProps = makePageProps({ page_id: 'p1', root_id: 'p1', page_title: 'Offers', page_data: { path: '/offers' } });

function renderFrame(props: { page?: PageProps | null; theme?: Theme | null; path?: string; previewUrl?: string } = {}) {
  const i18n = createI18n('en');
  const element = (next: typeof props) => (
    <I18nextProvider i18n={i18n}>
      <PreviewFrame previewUrl={next.previewUrl ?? PREVIEW_URL} page={next.page ?? null} theme={next.theme ?? null} path={next.path} title="Preview of Demo" />
    </I18nextProvider>
  );
  const view = render(element(props));
  const iframe = screen.getByTitle('Preview of Demo') as HTMLIFrameElement;
  const frameWindow = iframe.contentWindow!;
  const posted = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
  return { ...view, iframe, frameWindow, posted, update: (next: typeof props) => view.rerender(element(next)) };
}

function fromWindow(source: Window | null, data: unknown, origin = ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const ready = { source: PREVIEW_APP_SOURCE, type: 'ready' };

describe('PreviewFrame', () => {
  it('loads the preview at phone width and answers ready with the draft and theme, to its origin only', () => {
    const theme = { ...defaultTheme, primary_color: '#0a7d33' };
    const { iframe, frameWindow, posted } = renderFrame({ page: draft, theme });
    expect(iframe.getAttribute('src')).toBe(PREVIEW_URL);
    expect(iframe.getAttribute('width')).toBe('375');
    expect(screen.getByRole('status').textContent).toBe('Loading the preview…');

    fromWindow(frameWindow, ready);
    expect(posted.mock.calls).toEqual([
      [{ source: PREVIEW_STUDIO_SOURCE, type: 'theme', theme }, ORIGIN],
      [{ source: PREVIEW_STUDIO_SOURCE, type: 'page', page: draft }, ORIGIN],
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ignores a message from another origin or from another window', () => {
    const { frameWindow, posted } = renderFrame({ theme: defaultTheme });
    fromWindow(frameWindow, ready, 'https://evil.example.test');
    fromWindow(window, ready);
    fromWindow(frameWindow, { source: 'someone-else', type: 'ready' });
    expect(posted).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Loading the preview…');
  });

  it('sends changes after a pause in typing: one message per kind, the latest value', async () => {
    vi.useFakeTimers();
    const { frameWindow, posted, update } = renderFrame({ theme: defaultTheme });
    fromWindow(frameWindow, ready);
    posted.mockClear();

    for (const primary of ['#111111', '#222222', '#333333']) update({ theme: { ...defaultTheme, primary_color: primary } });
    update({ theme: { ...defaultTheme, primary_color: '#333333' }, path: '/about' });
    expect(posted).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREVIEW_DEBOUNCE_MS);
    });
    expect(posted.mock.calls).toEqual([
      [{ source: PREVIEW_STUDIO_SOURCE, type: 'theme', theme: { ...defaultTheme, primary_color: '#333333' } }, ORIGIN],
      [{ source: PREVIEW_STUDIO_SOURCE, type: 'navigate', path: '/about' }, ORIGIN],
    ]);
  });

  it('reports where the member went inside the preview', () => {
    const onNavigated = vi.fn();
    const i18n = createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <PreviewFrame previewUrl={PREVIEW_URL} page={null} theme={null} title="Preview" onNavigated={onNavigated} />
      </I18nextProvider>,
    );
    const frameWindow = (screen.getByTitle('Preview') as HTMLIFrameElement).contentWindow!;
    fromWindow(frameWindow, { source: PREVIEW_APP_SOURCE, type: 'navigated', path: '/about' }, 'https://other.example.test');
    expect(onNavigated).not.toHaveBeenCalled();
    fromWindow(frameWindow, { source: PREVIEW_APP_SOURCE, type: 'navigated', path: '/about' });
    expect(onNavigated).toHaveBeenCalledWith('/about');
  });

  it('says when the preview does not answer, and reloads it on request', () => {
    vi.useFakeTimers();
    const { iframe } = renderFrame();
    act(() => {
      vi.advanceTimersByTime(PREVIEW_READY_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert').textContent).toContain('The preview did not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload the preview' }));
    expect(screen.getByTitle('Preview of Demo')).not.toBe(iframe);
    expect(screen.getByRole('status').textContent).toBe('Loading the preview…');
  });
});
