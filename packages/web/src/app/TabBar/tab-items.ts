import type { PublicAppConfig } from '@tessera/core/entities/app';

type MenuItem = PublicAppConfig['menu'][number];

/** A phone's width holds five tabs at most; a longer menu keeps four and a fifth "More" for the rest. */
export const MAX_TABS = 5;

export type TabBarItems = { tabs: MenuItem[]; more: MenuItem[] };

/** The app's menu as a tab bar: the items in menu order, the overflow behind "More". */
export function tabBarItems(menu: readonly MenuItem[]): TabBarItems {
  if (menu.length <= MAX_TABS) return { tabs: [...menu], more: [] };
  return { tabs: menu.slice(0, MAX_TABS - 1), more: menu.slice(MAX_TABS - 1) };
}

/**
 * Whether a tab is the current one: its own page, or a page under it (`/programs/week-1` is in
 * Programs). Home is current only on itself, or every page would be in it.
 */
export function isTabActive(tabPath: string, pathname: string): boolean {
  if (tabPath === '/') return pathname === '/';
  const base = tabPath.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}
