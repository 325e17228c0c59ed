import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { appEvents } from '../events';
import { makeConfig } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { Toolbar } from './index';

function toolbarRoutes(props: Partial<Parameters<typeof Toolbar>[0]> = {}): RouteObject[] {
  return [{ path: '*', element: <Toolbar deviceClass="mobile" {...props} /> }];
}

describe('Toolbar back button', () => {
  let off: (() => void) | undefined;
  afterEach(() => off?.());

  it('is not shown on the home page', () => {
    renderApp({ path: '/', routes: toolbarRoutes() });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('emits an exit attempt and stays put when someone listens', () => {
    const listener = vi.fn();
    off = appEvents.on('exit-attempt', listener);
    const { router } = renderApp({ history: ['/', '/workout'], routes: toolbarRoutes({ canGoBack: () => true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(listener).toHaveBeenCalledWith({ path: '/workout' });
    expect(router.state.location.pathname).toBe('/workout');
  });

  it('goes back in history when there is history', async () => {
    const { router } = renderApp({ history: ['/first', '/second'], routes: toolbarRoutes({ canGoBack: () => true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/first'));
  });

  it('goes home when the app was opened on this page', async () => {
    const { router } = renderApp({ path: '/deep/link', routes: toolbarRoutes({ canGoBack: () => false }) });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('Toolbar layout', () => {
  it('shows the app name linking home when there is no logo', () => {
    renderApp({ path: '/', routes: toolbarRoutes() });
    const home = screen.getByRole('link', { name: 'Demo Fitness home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(within(home).getByText('Demo Fitness')).toBeTruthy();
  });

  it('gives an uploaded logo its width and height, so the toolbar does not shift when it arrives', () => {
    const config = makeConfig({ toolbar: { logo: '/media/demo/logo-120x120.svg', logo_height_ratio: 50, align: 'center', background_color: 'dark' } });
    renderApp({ path: '/', config, routes: toolbarRoutes() });
    const logo = screen.getByRole('img', { name: 'Demo Fitness' });
    expect(logo.getAttribute('width')).toBe('120');
    expect(logo.getAttribute('height')).toBe('120');
  });

  it('shows the logo at its height ratio, named by the app', () => {
    const config = makeConfig({ toolbar: { logo: '/logo.png', logo_height_ratio: 50, align: 'center', background_color: 'dark' } });
    renderApp({ path: '/', config, routes: toolbarRoutes() });
    const logo = screen.getByRole('img', { name: 'Demo Fitness' }) as HTMLImageElement;
    expect(logo.style.height).toBe('28px');
    const header = screen.getByRole('banner');
    expect(header.dataset.align).toBe('center');
    expect(header.style.getPropertyValue('--toolbar-bg')).toBe('var(--color-dark)');
  });

  it('opens the menu drawer on mobile and closes it after choosing a page', async () => {
    const { router } = renderApp({ path: '/', routes: toolbarRoutes() });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Demo Fitness' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'About' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides the menu button on desktop and shows the menu inline', () => {
    renderApp({ path: '/', routes: toolbarRoutes({ deviceClass: 'desktop' }) });
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'About']);
  });

  it('renders the right-side actions', () => {
    renderApp({ path: '/', routes: toolbarRoutes({ actions: <button type="button">Bell</button> }) });
    expect(screen.getByRole('button', { name: 'Bell' })).toBeTruthy();
  });
});
