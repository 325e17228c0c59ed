import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../test/mock-api';
import { getPageState, usePageStateStore } from './page-state-store';
import { createPageDataStore } from './page-data';
import { startPage, toggleBookmark, toggleComplete } from './page-actions';

const PAGE = '11111111-1111-4111-8111-111111111111';
const ROOT = '22222222-2222-4222-8222-222222222222';

beforeEach(() => usePageStateStore.getState().reset());
afterEach(() => vi.unstubAllGlobals());

describe('page state from the sign-in answer', () => {
  it('knows completions, started pages and bookmarks', () => {
    usePageStateStore.getState().hydrate({ page_completions: { by_uuid: { [PAGE]: true }, by_content_type: {} }, page_subscriptions: [ROOT], bookmarked_pages: [PAGE] });
    expect(getPageState(PAGE)).toMatchObject({ is_completed: true, is_bookmarked: true });
    expect(getPageState(ROOT).is_subscribed).toBe(true);
  });
});

describe('page actions', () => {
  it('mark complete flips at once and takes the root progress from the answer', async () => {
    let resolve: () => void = () => undefined;
    const gate = new Promise<void>((r) => (resolve = r));
    mockApi({ [`POST /api/pages/${PAGE}/complete`]: async () => (await gate, { body: { page_id: PAGE, root_progress: { page_id: ROOT, progress: 50 } } }) });
    const done = toggleComplete(PAGE);
    expect(getPageState(PAGE).is_completed).toBe(true);
    resolve();
    await done;
    expect(getPageState(ROOT).progress).toBe(50);
  });

  it('a refused completion goes back and fails', async () => {
    mockApi({ [`POST /api/pages/${PAGE}/complete`]: { status: 403, body: errorBody('page_locked', 'This page is locked') } });
    await expect(toggleComplete(PAGE)).rejects.toThrow();
    expect(getPageState(PAGE).is_completed).toBe(false);
  });

  it('un-completes with DELETE', async () => {
    usePageStateStore.getState().update(PAGE, { is_completed: true });
    const { calls } = mockApi({ [`DELETE /api/pages/${PAGE}/complete`]: { body: { page_id: PAGE, root_progress: { page_id: ROOT, progress: 0 } } } });
    await toggleComplete(PAGE);
    expect(calls[0]?.method).toBe('DELETE');
    expect(getPageState(PAGE).is_completed).toBe(false);
  });

  it('start sets the subscription, progress, sequence and completions', async () => {
    const sequence = { homePage: { title: 'Reset', path: '/reset' }, items: [{ page_id: PAGE, is_completed: true }] };
    mockApi({ [`POST /api/pages/${ROOT}/subscribers`]: { body: { page_id: ROOT, progress: 100, sequence } } });
    await startPage(ROOT);
    expect(getPageState(ROOT)).toMatchObject({ is_subscribed: true, progress: 100, sequence });
    expect(getPageState(PAGE).is_completed).toBe(true);
  });

  it('bookmark toggles with the server’s answer, and back on failure', async () => {
    mockApi({ [`POST /api/pages/${PAGE}/bookmarks/toggle`]: { body: { is_bookmarked: true } } });
    await toggleBookmark(PAGE);
    expect(getPageState(PAGE).is_bookmarked).toBe(true);
    mockApi({ [`POST /api/pages/${PAGE}/bookmarks/toggle`]: 'network-error' });
    await expect(toggleBookmark(PAGE)).rejects.toThrow();
    expect(getPageState(PAGE).is_bookmarked).toBe(true);
  });
});

describe('page data cache follows the viewer', () => {
  it('clear forgets cached pages, drops answers in flight and tells listeners', async () => {
    let calls = 0;
    const store = createPageDataStore({ fetchPage: async () => (calls += 1, { status: 'missing' }) });
    await store.load('/a');
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.peek('/a')).toBeUndefined();
    expect(store.getGeneration()).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
    await store.load('/a');
    expect(calls).toBe(2);
  });
});
