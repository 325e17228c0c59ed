import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRANSLATION_CACHE_SIZE } from '@tessera/core/constants';
import type { TranslatedContent } from '@tessera/core/entities/translation';
import { errorBody, mockApi } from '../../test/mock-api';
import { makeConfig, makePage } from '../../test/fixtures';
import {
  contentLocale,
  createTranslationStore,
  fetchTranslation,
  mergeTranslation,
  readTranslationFile,
  translationUrl,
} from './page-translation';

const content = (title: string | null, blocks: TranslatedContent['blocks'] = {}): TranslatedContent => ({ page_title: title, blocks });

describe('which locale to fetch', () => {
  const config = makeConfig({ languages: ['en', 'de', 'fr'], default_locale: 'en' });

  it("fetches for another of the app's languages only", () => {
    expect(contentLocale(config, 'de')).toBe('de');
    expect(contentLocale(config, 'en')).toBeNull();
    expect(contentLocale(config, 'pl')).toBeNull();
  });

  it('addresses the file beside the page data, the home page included', () => {
    expect(translationUrl('/', 'de', 7)).toBe('/__/de.json?ts=7');
    expect(translationUrl('/programs/week-1/', 'pt-BR', 7)).toBe('/__/programs/week-1/pt-BR.json?ts=7');
  });
});

describe('mergeTranslation', () => {
  const page = makePage({
    page_title: 'About us',
    blocks: [
      { id: 'h', type: 'hero_block', props: { title: 'Train with us', ratio: 50, image: '/media/h.jpg' } },
      { id: 't', type: 'text_block', props: { content: '<p>Since 2010</p>' } },
    ],
  });

  it('puts the translated title and each block’s translated props over the page', () => {
    const merged = mergeTranslation(page, content('Über uns', { h: { title: 'Trainiere mit uns' }, gone: { title: 'x' } }));
    expect(merged.page_title).toBe('Über uns');
    expect(merged.blocks[0]).toEqual({ id: 'h', type: 'hero_block', props: { title: 'Trainiere mit uns', ratio: 50, image: '/media/h.jpg' } });
    // An untranslated block keeps its own props; a translation of a block the page lost is dropped.
    expect(merged.blocks[1]).toBe(page.blocks[1]);
    expect(merged.blocks).toHaveLength(2);
    expect(page.blocks[0]?.props.title).toBe('Train with us');
  });

  it('translates list items and the blocks inside a composed block', () => {
    const nested = makePage({
      blocks: [
        { id: 'i', type: 'icon_list_block', props: { items: [{ icon: 'check', title: 'Coaching', text: 'Weekly' }, { icon: 'star', title: 'Plans', text: 'Yours' }] } },
        { id: 'k', type: 'composed_block', props: { blocks: [{ id: 'c', type: 'text_block', props: { content: '<p>Inside</p>' } }] } },
      ],
    });
    const merged = mergeTranslation(nested, content(null, { i: { items: { '1': { text: 'Deine' } } }, c: { content: '<p>Drinnen</p>' } }));
    expect(merged.blocks[0]?.props.items).toEqual([
      { icon: 'check', title: 'Coaching', text: 'Weekly' },
      { icon: 'star', title: 'Plans', text: 'Deine' },
    ]);
    expect(merged.blocks[1]?.props.blocks).toEqual([{ id: 'c', type: 'text_block', props: { content: '<p>Drinnen</p>' } }]);
  });

  it('keeps the default title when the translation has none, and the page as it is without a translation', () => {
    expect(mergeTranslation(page, content(null, { t: { content: '<p>Seit 2010</p>' } })).page_title).toBe('About us');
    expect(mergeTranslation(page, content('')).page_title).toBe('About us');
    expect(mergeTranslation(page, null)).toBe(page);
  });
});

describe('readTranslationFile', () => {
  it('reads the published file shape and drops entries that are not props', () => {
    expect(readTranslationFile({ page_id: 'p', locale: 'de', status: 'published', page_title: 'Hallo', blocks: { a: { title: 'x' }, b: 'nope', c: null } })).toEqual(
      content('Hallo', { a: { title: 'x' } }),
    );
    expect(readTranslationFile({ page_title: null })).toEqual(content(null));
  });

  it('refuses what is not a translation', () => {
    for (const body of [null, 'text', [], { page_title: 42 }, { blocks: [] }, { blocks: 'x' }]) expect(readTranslationFile(body)).toBeNull();
  });
});

describe('fetchTranslation', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    vi.unstubAllGlobals();
  });

  it('downloads the file with a timestamp', async () => {
    const { calls } = mockApi({ 'GET /__/about/de.json': { body: { page_id: 'p', locale: 'de', status: 'published', page_title: 'Über uns', blocks: {} } } });
    expect(await fetchTranslation('/about', 'de')).toEqual(content('Über uns'));
    expect(calls[0]?.search).toMatch(/^\?ts=\d+$/);
  });

  it('answers null for a page without a translation, quietly', async () => {
    mockApi({ 'GET /__/about/de.json': { status: 404, body: errorBody('translation_not_found', 'Translation not found') } });
    expect(await fetchTranslation('/about', 'de')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers null for a malformed file, and says so', async () => {
    mockApi({ 'GET /__/about/de.json': { body: { page_title: 42 } } });
    expect(await fetchTranslation('/about', 'de')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('throws other failures for the cache to log and forget', async () => {
    mockApi({ 'GET /__/about/de.json': 'network-error' });
    await expect(fetchTranslation('/about', 'de')).rejects.toThrow();
    mockApi({ 'GET /__/about/de.json': { status: 500, body: errorBody('internal', 'Something went wrong') } });
    await expect(fetchTranslation('/about', 'de')).rejects.toThrow();
  });
});

describe('translation store', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('asks once per page and locale, sharing a request between simultaneous callers', async () => {
    const fetch = vi.fn(async (path: string, locale: string) => content(`${locale}${path}`));
    const store = createTranslationStore({ fetch });
    const [a, b] = await Promise.all([store.load('/about', 'de'), store.load('/about/', 'de')]);
    expect(a).toEqual(content('de/about'));
    expect(b).toBe(a);
    await store.load('/about', 'de');
    expect(await store.load('/about', 'fr')).toEqual(content('fr/about'));
    expect(fetch.mock.calls).toEqual([
      ['/about', 'de'],
      ['/about', 'fr'],
    ]);
  });

  it('remembers that a page has no translation', async () => {
    const fetch = vi.fn(async () => null);
    const store = createTranslationStore({ fetch });
    expect(await store.load('/about', 'de')).toBeNull();
    expect(await store.load('/about', 'de')).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('logs a failure, answers null so the default content shows, and tries again next time', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(content('Über uns'));
    const store = createTranslationStore({ fetch });
    expect(await store.load('/about', 'de')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(await store.load('/about', 'de')).toEqual(content('Über uns'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it(`keeps at most ${TRANSLATION_CACHE_SIZE} translations`, async () => {
    const fetch = vi.fn(async () => content('x'));
    const store = createTranslationStore({ fetch });
    for (let i = 0; i <= TRANSLATION_CACHE_SIZE; i += 1) await store.load(`/p${i}`, 'de');
    await store.load('/p0', 'de'); // evicted by the 251st
    await store.load(`/p${TRANSLATION_CACHE_SIZE}`, 'de'); // still there
    expect(fetch).toHaveBeenCalledTimes(TRANSLATION_CACHE_SIZE + 2);
  });
});
