import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConfig, makePage } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { isTabActive, tabBarItems } from './tab-items';

const menu = ['Home:/', 'Programs:/programs', 'Workouts:/workouts', 'Library:/library', 'Live:/live', 'About:/about'].map((entry) => {
  const [title = '', path = ''] = entry.split(':');
  return { title, path };
});
const found = (path: string, overrides: Parameters<typeof makePage>[0] = {}) => ({
  status: 'found' as const,
  page: makePage({ page_title: path, page_data: { path }, ...overrides }),
});
const pages = { '/': found('/'), '/programs': found('/programs'), '/programs/week-1': found('/programs/week-1'), '/about': found('/about') };

function atWidth(width: number) {
  vi.stubGlobal('innerWidth', width);
}

describe('tab bar items', () => {
  it('keeps a short menu as it is', () => {
    expect(tabBarItems(menu.slice(0, 5))).toEqual({ tabs: menu.slice(0, 5), more: [] });
  });

  it('keeps four tabs and puts the rest behind More', () => {
    expect(tabBarItems(menu)).toEqual({ tabs: menu.slice(0, 4), more: menu.slice(4) });
  });

  it('marks a tab current on its page and the pages under it; home only on itself', () => {
    expect(isTabActive('/programs', '/programs')).toBe(true);
    expect(isTabActive('/programs', '/programs/week-1')).toBe(true);
    expect(isTabActive('/programs', '/programs-old')).toBe(false);
    expect(isTabActive('/', '/')).toBe(true);
    expect(isTabActive('/', '/programs')).toBe(false);
  });
});

describe('TabBar in the shell (SPEC §3 show_tabbar)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the menu at the bottom of a phone with the current tab marked', async () => {
    atWidth(375);
    renderApp({ path: '/programs/week-1', pages, config: makeConfig({ menu: menu.slice(0, 3) }) });
    const bar = await screen.findByTestId('tab-bar');
    expect(bar.getAttribute('aria-label')).toBe('Main navigation');
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Programs', 'Workouts']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('navigates with a tab', async () => {
    atWidth(375);
    const { router } = renderApp({ path: '/', pages, config: makeConfig({ menu: menu.slice(0, 3) }) });
    fireEvent.click(within(await screen.findByTestId('tab-bar')).getByRole('link', { name: 'Programs' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/programs'));
    expect(within(screen.getByTestId('tab-bar')).getByRole('link', { name: 'Programs' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the rest of a long menu from More, marked when the page is one of them', async () => {
    atWidth(375);
    const { router } = renderApp({ path: '/about', pages, config: makeConfig({ menu }) });
    const bar = await screen.findByTestId('tab-bar');
    const more = within(bar).getByRole('button', { name: 'More' });
    expect(more.hasAttribute('data-active')).toBe(true);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    const drawer = screen.getByRole('dialog', { name: 'More' });
    expect(within(drawer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Live', 'About']);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Live' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/live'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is left out on desktop, where the toolbar shows the menu', async () => {
    atWidth(1280);
    renderApp({ path: '/', pages, config: makeConfig({ menu: menu.slice(0, 3) }) });
    await screen.findByRole('heading', { name: '/' });
    expect(screen.queryByTestId('tab-bar')).toBeNull();
  });

  it.each([
    ['a page that hides it', { '/about': found('/about', { show_tabbar: false }) }, menu.slice(0, 3)],
    ['a menu of a single page', { '/about': found('/about') }, menu.slice(0, 1)],
  ])('is left out on %s', async (_case, shown, appMenu) => {
    atWidth(375);
    renderApp({ path: '/about', pages: shown, config: makeConfig({ menu: appMenu }) });
    await screen.findByRole('heading', { name: '/about' });
    expect(screen.queryByTestId('tab-bar')).toBeNull();
  });
});
