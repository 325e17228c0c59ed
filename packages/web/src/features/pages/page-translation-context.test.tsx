import { screen } from '@testing-library/react';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../test/mock-api';
import { makeConfig, makePage } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const about = makePage({
  page_title: 'About us',
  blocks: publishedBlocks([{ id: 'h', type: 'hero_block', props: { title: 'Train with us' } }]),
});
const config = makeConfig({ languages: ['en', 'de'], default_locale: 'en' });

describe('a page in the member’s language', () => {
  beforeEach(async () => {
    await i18next.changeLanguage('de');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
    document.title = '';
  });

  it('shows the published translation merged over the page', async () => {
    // Each test gets a fresh path: the translation cache lives as long as the module.
    const { calls } = mockApi({
      'GET /__/about/de.json': { body: { page_id: 'page-1', locale: 'de', status: 'published', page_title: 'Über uns', blocks: { h: { title: 'Trainiere mit uns' } } } },
    });
    renderApp({ path: '/about', config, pages: { '/about': { status: 'found', page: about } } });
    // The first render waits for the lazily loaded hero renderer.
    expect(await screen.findByRole('heading', { name: 'Trainiere mit uns' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Train with us')).toBeNull();
    expect(document.title).toBe('Über uns · Demo Fitness');
    expect(calls.map((call) => call.path)).toEqual(['/__/about/de.json']);
  });

  it('shows the default content when there is no translation', async () => {
    mockApi({ 'GET /__/team/de.json': { status: 404, body: errorBody('translation_not_found', 'Translation not found') } });
    renderApp({ path: '/team', config, pages: { '/team': { status: 'found', page: { ...about, page_data: { path: '/team' } } } } });
    expect(await screen.findByRole('heading', { name: 'Train with us' })).toBeTruthy();
  });

  it('shows the default content when the download fails, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'GET /__/story/de.json': 'network-error' });
    renderApp({ path: '/story', config, pages: { '/story': { status: 'found', page: { ...about, page_data: { path: '/story' } } } } });
    expect(await screen.findByRole('heading', { name: 'Train with us' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('de translation of /story'), expect.anything());
    warn.mockRestore();
  });

  it('fetches nothing when the language is not one of the app’s', async () => {
    const { fetchMock } = mockApi({});
    renderApp({ path: '/about', config: makeConfig({ languages: ['en'], default_locale: 'en' }), pages: { '/about': { status: 'found', page: about } } });
    expect(await screen.findByRole('heading', { name: 'Train with us' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
