import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoApp, member, membersPage, owner } from '../../test/fixtures';
import { fakeServer, type FakeRequest } from '../../test/fake-server';
import { renderStudio } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedIn(extra: Record<string, (request: FakeRequest) => { status?: number; body?: unknown }> = {}) {
  return fakeServer({
    'GET /api/studio/auth/me': () => ({ body: { owner } }),
    'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
    [`GET /api/studio/apps/${demoApp.id}/members`]: () => ({ body: membersPage([member(1)]) }),
    ...extra,
  });
}

describe('the app frame', () => {
  it("names the app and marks the current section in the app's navigation", async () => {
    signedIn();
    renderStudio(`/apps/${demoApp.id}/members`);
    // The first render of a file pays for module loading: a generous wait on a busy machine.
    await screen.findByRole('table', {}, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'App sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Pages', 'Overlays', 'Forms', 'Programs', 'Workouts', 'Events', 'Packs', 'Calendar', 'Commerce', 'Moderation', 'Blasts', 'Theme', 'Settings', 'Members', 'Analytics', 'Integrations']);
    expect(within(nav).getByRole('link', { name: 'Members' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(`/apps/${demoApp.id}/settings`);
    expect(screen.getByText('Demo App', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /All apps/ }).getAttribute('href')).toBe('/');
  });

  it('folds the sections into a button that names the current one (phones)', async () => {
    signedIn();
    renderStudio(`/apps/${demoApp.id}/members`);
    await screen.findByRole('table');
    const nav = screen.getByRole('navigation', { name: 'App sections' });
    const toggle = within(nav).getByRole('button', { name: 'Members' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hasAttribute('data-open')).toBe(true);
  });

  it("says an app outside the owner's account is not found", async () => {
    signedIn();
    renderStudio('/apps/00000000-0000-4000-8000-000000000000/settings');
    expect(await screen.findByText('App not found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'App sections' })).toBeNull();
  });

  it('takes the old address of the calendar (a tab of Events) to its own section', async () => {
    signedIn({ [`GET /api/studio/apps/${demoApp.id}/calendar`]: () => ({ body: { entries: [] } }) });
    const { router } = renderStudio(`/apps/${demoApp.id}/events/calendar`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/${demoApp.id}/calendar`));
    const nav = await screen.findByRole('navigation', { name: 'App sections' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page'));
  });

  it('opens an app on its pages', async () => {
    signedIn({ [`GET /api/studio/apps/${demoApp.id}/pages`]: () => ({ body: { pages: [] } }) });
    const { router } = renderStudio(`/apps/${demoApp.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/${demoApp.id}/pages`));
  });
});
