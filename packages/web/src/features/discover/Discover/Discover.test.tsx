import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { DISCOVER_DEBOUNCE_MS } from './index';

const item = (id: string, title: string, extra = {}) => ({
  page_id: `00000000-0000-4000-8000-00000000000${id}`,
  path: `/p/${id}`,
  title,
  description: null,
  image: null,
  position: Number(id),
  tags: [],
  page_content_type: 'program',
  page_access: { granted: true, reason: null, data: null },
  is_completed: null,
  ...extra,
});
const listing = (items: unknown[]) => ({ items, total_count: items.length, next_cursor: null });
const slow = { timeout: 5000 };

describe('discover (/me/discover)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('browses programs first and switches kind with pressed buttons', async () => {
    const { calls } = mockApi({
      'GET /api/content/program': { body: listing([item('1', 'Strong in 30 days'), item('2', 'Mobility basics')]) },
      'GET /api/content/article': { body: listing([item('3', 'Why sleep matters')]) },
    });
    renderApp({ path: '/me/discover' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' }, slow)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Strong in 30 days/ }, slow)).toBeTruthy();
    expect(document.title).toContain('Discover');
    expect(screen.getByRole('status').textContent).toBe('Results: 2');
    const kinds = screen.getByRole('group', { name: 'Kind of content' });
    expect(within(kinds).getByRole('button', { name: 'Programs' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(kinds).getByRole('button', { name: 'Articles' }));
    expect(await screen.findByRole('link', { name: /Why sleep matters/ })).toBeTruthy();
    expect(within(kinds).getByRole('button', { name: 'Articles' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.map((call) => `${call.path}${call.search}`)).toEqual(['/api/content/program?limit=24', '/api/content/article?limit=24']);
  });

  it('searches after a pause in typing and says when nothing matches', async () => {
    const { calls } = mockApi({
      'GET /api/content/program': ({ url }) => ({ body: listing(url.searchParams.get('q') ? [] : [item('1', 'Strong in 30 days')]) }),
    });
    renderApp({ path: '/me/discover' });
    const field = await screen.findByRole('searchbox', { name: 'Search content' }, slow);
    await screen.findByRole('link', { name: /Strong in 30 days/ }, slow);
    fireEvent.change(field, { target: { value: 'yoga' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, DISCOVER_DEBOUNCE_MS + 50)));
    expect(await screen.findByText('Nothing matches “yoga”.', {}, slow)).toBeTruthy();
    expect(calls.at(-1)?.search).toBe('?limit=24&q=yoga');
    expect(calls).toHaveLength(2);
  }, 10_000);

  it('shows an empty kind, and a failure with a way to try again', async () => {
    let attempts = 0;
    mockApi({ 'GET /api/content/program': () => (++attempts <= 2 ? { status: 503, body: errorBody('unavailable', 'Down') } : { body: listing([]) }) });
    renderApp({ path: '/me/discover' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, slow));
    expect(await screen.findByText('Nothing here yet.', {}, slow)).toBeTruthy();
  }, 10_000);

  it('shows a loading shape first', async () => {
    mockApi({ 'GET /api/content/program': () => new Promise(() => undefined) });
    renderApp({ path: '/me/discover' });
    await screen.findByRole('heading', { level: 1, name: 'Discover' }, slow);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });
});
