import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_CACHE_SIZE } from '@tessera/core/constants';
import { AppError } from '@tessera/core/errors';
import type { PageProps } from '@tessera/core/entities/page';
import { makePage } from '../../test/fixtures';
import { createPageDataStore, fetchPageData, isPageProps, normalizePagePath, pageDataUrl } from './page-data';
import type { PageDataResult } from './page-data';

const found = (path: string): PageDataResult => ({ status: 'found', page: { page_id: path } as PageProps });

describe('pageDataUrl', () => {
  it('maps the home page and other paths under /__ with a timestamp', () => {
    expect(pageDataUrl('/', 42)).toBe('/__/index.json?ts=42');
    expect(pageDataUrl('/about', 42)).toBe('/__/about/index.json?ts=42');
    expect(pageDataUrl('/programs/week-1/', 42)).toBe('/__/programs/week-1/index.json?ts=42');
  });

  it('normalises trailing slashes', () => {
    expect(normalizePagePath('/')).toBe('/');
    expect(normalizePagePath('/a/b//')).toBe('/a/b');
  });
});

describe('page data store', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('fetches a path once and serves it from memory afterwards', async () => {
    const fetchPage = vi.fn(async (path: string) => found(path));
    const store = createPageDataStore({ fetchPage });
    await store.load('/about');
    await store.load('/about/');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(store.peek('/about')).toEqual(found('/about'));
  });

  it('shares one request between simultaneous callers', async () => {
    const fetchPage = vi.fn(async (path: string) => found(path));
    const store = createPageDataStore({ fetchPage });
    await Promise.all([store.load('/a'), store.load('/a'), store.prefetch('/a')]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it(`keeps at most ${PAGE_DATA_CACHE_SIZE} paths, evicting the least recently used`, async () => {
    const fetchPage = vi.fn(async (path: string) => found(path));
    const store = createPageDataStore({ fetchPage });
    for (let i = 0; i < PAGE_DATA_CACHE_SIZE; i += 1) await store.load(`/p${i}`);
    await store.load('/p0'); // touch: /p1 is now the oldest
    await store.load('/one-more');
    expect(store.peek('/p0')).toBeDefined();
    expect(store.peek('/p1')).toBeUndefined();
    expect(store.peek('/p2')).toBeDefined();
    await store.load('/p1');
    expect(fetchPage).toHaveBeenCalledTimes(PAGE_DATA_CACHE_SIZE + 2);
  });

  it('remembers a 404 as missing and never asks again', async () => {
    const fetchPage = vi.fn(async (): Promise<PageDataResult> => ({ status: 'missing' }));
    const store = createPageDataStore({ fetchPage });
    expect(await store.load('/gone')).toEqual({ status: 'missing' });
    expect(await store.load('/gone')).toEqual({ status: 'missing' });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('logs other errors with console.warn and retries on the next load', async () => {
    const fetchPage = vi
      .fn<(path: string) => Promise<PageDataResult>>()
      .mockRejectedValueOnce(new AppError({ code: 'unknown_error', status: 500, message: 'boom' }))
      .mockResolvedValueOnce(found('/flaky'));
    const store = createPageDataStore({ fetchPage });
    await expect(store.load('/flaky')).rejects.toThrow('boom');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.peek('/flaky')).toBeUndefined();
    expect(await store.load('/flaky')).toEqual(found('/flaky'));
  });

  it('never fetches /me/ paths or paths that cannot be pages', async () => {
    const fetchPage = vi.fn(async (path: string) => found(path));
    const store = createPageDataStore({ fetchPage });
    expect(await store.prefetch('/me/messages/1')).toBeUndefined();
    expect(await store.load('/me/account')).toEqual({ status: 'missing' });
    expect(await store.load('/Not..A/Page')).toEqual({ status: 'missing' });
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('swallows prefetch errors after logging them', async () => {
    const store = createPageDataStore({ fetchPage: () => Promise.reject(new Error('offline')) });
    await expect(store.prefetch('/x')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});

describe('fetchPageData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns a 404 answer into missing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'not_found', message: 'Page Not Found' } }), { status: 404 })));
    expect(await fetchPageData('/nope')).toEqual({ status: 'missing' });
  });

  it('sends the standard headers to the page data address', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPageData('/about')).rejects.toBeInstanceOf(AppError);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(/^\/__\/about\/index\.json\?ts=\d+$/);
    const headers = init?.headers as Record<string, string>;
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining(['X-Session-Id', 'X-Device-Id', 'X-Origin-Href', 'X-Standalone', 'X-Native', 'X-Client-Height', 'X-Client-Width']),
    );
  });

  it('accepts page props the server wrote, and refuses a body of another shape', async () => {
    const page = makePage({ blocks: [{ id: 'h', type: 'hero_block', props: { title: 'Hi' } }] });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(page), { status: 200 })));
    expect(await fetchPageData('/about')).toEqual({ status: 'found', page });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ page_id: 'p' }), { status: 200 })));
    await expect(fetchPageData('/about')).rejects.toMatchObject({ code: 'invalid_page_data' });
  });
});

describe('isPageProps', () => {
  const page = makePage();

  it('checks the fields every screen relies on', () => {
    expect(isPageProps(page)).toBe(true);
    for (const broken of [
      null,
      [],
      { ...page, page_id: 1 },
      { ...page, page_data: null },
      { ...page, page_access: { granted: 'yes' } },
      { ...page, blocks: {} },
      { ...page, blocks: [{ id: 'b', type: 'text_block' }] },
      { ...page, siblings: undefined },
    ]) {
      expect(isPageProps(broken)).toBe(false);
    }
  });
});
