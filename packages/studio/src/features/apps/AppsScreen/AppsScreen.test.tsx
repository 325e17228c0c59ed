import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioApp } from '@tessera/core/api/studio';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoApp, owner } from '../../../test/fixtures';
import { fakeServer, type FakeRequest } from '../../../test/fake-server';
import { renderStudio } from '../../../test/render';
import { appDetail } from '../../../test/app-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NEW_ID = '2b7e4a10-5c3d-4e6f-8a9b-0c1d2e3f4a5b';

function signedIn(extra: Record<string, (request: FakeRequest) => { status?: number; body?: unknown }> = {}, created: StudioApp[] = []) {
  return fakeServer({
    'GET /api/studio/auth/me': () => ({ body: { owner } }),
    'GET /api/studio/apps': () => ({ body: { apps: [demoApp, ...created] } }),
    [`GET /api/studio/apps/${NEW_ID}/pages`]: () => ({ body: { pages: [] } }),
    ...extra,
  });
}

const slugField = () => screen.getByRole('textbox', { name: 'Slug' });

describe('the apps list', () => {
  it('links each app to its pages and offers a new app', async () => {
    signedIn();
    renderStudio('/');
    // The first render of a file pays for module loading: a generous wait on a busy machine.
    const card = await screen.findByRole('link', { name: 'Demo App' }, { timeout: 5000 });
    expect(card.getAttribute('href')).toBe(`/apps/${demoApp.id}/pages`);
    expect(screen.getByRole('button', { name: 'New app' })).toBeTruthy();
  });
});

describe('creating an app', () => {
  it('suggests a slug from the name and checks the slug as it is typed', async () => {
    const server = signedIn();
    renderStudio('/');
    fireEvent.click(await screen.findByRole('button', { name: 'New app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an app' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'App name' }), { target: { value: 'Café Yoga & Co' } });
    expect((slugField() as HTMLInputElement).value).toBe('cafe-yoga-co');
    expect(slugField().getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(slugField(), { target: { value: 'Yoga_Studio' } });
    const message = 'Use only lower-case letters, digits and single dashes, with no dash at the start or end.';
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(slugField().getAttribute('aria-invalid')).toBe('true');
    expect(slugField().getAttribute('aria-describedby')).toContain(within(dialog).getByText(message).id);
    fireEvent.change(slugField(), { target: { value: 'y' } });
    expect(within(dialog).getByText('Use at least 2 characters.')).toBeTruthy();

    // Submitting with a bad slug asks nothing of the server and puts the focus on the slug.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create app' }));
    expect(document.activeElement).toBe(slugField());
    expect(server.to('POST', '/api/studio/apps')).toHaveLength(0);
  });

  it('shows a slug another app holds (409 slug_taken) on the slug field, then opens the new app on its pages', async () => {
    let isTaken = true;
    const created: StudioApp[] = [];
    const server = signedIn(
      {
        'POST /api/studio/apps': (request) => {
          if (isTaken) {
            return { status: 409, body: { error: { code: 'slug_taken', message: 'body.slug: Slug is taken', details: [{ field: 'body.slug', message: 'Slug is taken' }] } } };
          }
          const body = request.body as { slug: string; name: string };
          created.push({ id: NEW_ID, slug: body.slug, name: body.name, member_count: 0 });
          return { status: 201, body: { app: appDetail({ id: NEW_ID, slug: body.slug, name: body.name }) } };
        },
      },
      created,
    );
    const { router } = renderStudio('/');
    fireEvent.click(await screen.findByRole('button', { name: 'New app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an app' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'App name' }), { target: { value: 'Run Club' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create app' }));

    const taken = await within(dialog).findByText('Another app already uses this slug. Try another one.');
    expect(slugField().getAttribute('aria-describedby')).toContain(taken.id);
    expect(document.activeElement).toBe(slugField());
    expect(server.to('POST', '/api/studio/apps')[0]?.body).toEqual({ name: 'Run Club', slug: 'run-club' });
    expect(server.to('POST', '/api/studio/apps')[0]?.headers.get('X-Tessera-Studio')).toBe('1');

    isTaken = false;
    fireEvent.change(slugField(), { target: { value: 'run-club-oslo' } });
    expect(within(dialog).queryByText('Another app already uses this slug. Try another one.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create app' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/${NEW_ID}/pages`));
    expect(server.to('POST', '/api/studio/apps')[1]?.body).toEqual({ name: 'Run Club', slug: 'run-club-oslo' });
    // The new app's frame names it at once, from the answer rather than another request.
    expect((await screen.findAllByText('Run Club', { selector: 'p' })).length).toBeGreaterThan(0);
    expect(screen.queryByText('App not found')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names a missing name at its field', async () => {
    signedIn();
    renderStudio('/');
    fireEvent.click(await screen.findByRole('button', { name: 'New app' }));
    // Found, not got: on a loaded machine the dialog and its validation may land a tick later.
    const dialog = await screen.findByRole('dialog', { name: 'Create an app' });
    fireEvent.change(slugField(), { target: { value: 'fine-slug' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create app' }));
    expect(await within(dialog).findByText('Field is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'App name' })));
  });
});

describe('the new app dialog by keyboard', () => {
  it('closes on Escape and gives the focus back to "New app"', async () => {
    signedIn();
    renderStudio('/');
    const open = await screen.findByRole('button', { name: 'New app' }, { timeout: 5000 });
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Create an app' });
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'App name' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New app' }));
  });
});
