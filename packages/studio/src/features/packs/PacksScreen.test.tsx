import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioPack } from '@tessera/core/api/studio-packs';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { PacksScreen } from './PacksScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = `/api/studio/apps/${demoApp.id}`;
const yoga: StudioPack = {
  id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b210',
  title: 'Yoga week',
  page_id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b211',
  path: '/yoga-week',
  items: [],
  subscriber_count: 4,
};
const show = () => renderRoutes([{ path: '/apps/:appId/packs', element: <PacksScreen /> }], `/apps/${demoApp.id}/packs`);

// The packs screen is the shared EditableItemList (ItemListScreen + DeleteItemDialog) in use.
describe('studio packs list', { timeout: 20_000 }, () => {
  it('asks before deleting a pack, Cancel first, then says it is gone', async () => {
    let packs = [yoga];
    const server = fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}/packs`]: () => ({ body: { packs } }),
      [`DELETE ${api}/packs/${yoga.id}`]: () => {
        packs = [];
        return { body: { deleted_id: yoga.id } };
      },
    });
    show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Yoga week' })).toBeTruthy();
    expect(screen.getByText(/Started by: 4/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Packs · ${demoApp.name} · Tessera Studio`));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Yoga week' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Yoga week?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete pack' }));

    expect(await screen.findByText('Yoga week was deleted.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.to('DELETE', `${api}/packs/${yoga.id}`)).toHaveLength(1);
    expect(await screen.findByText('No packs yet')).toBeTruthy();
  });

  it('says why a delete was refused and keeps the pack', async () => {
    fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}/packs`]: () => ({ body: { packs: [yoga] } }),
      [`DELETE ${api}/packs/${yoga.id}`]: () => ({ status: 404, body: { error: { code: 'pack_not_found', message: 'Pack not found' } } }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Yoga week' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete pack' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText('Yoga week was deleted.')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Yoga week' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });

  it('offers Retry when the list fails, and the editor in place of the empty state', async () => {
    let isDown = true;
    fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}/packs`]: () => (isDown ? { status: 503, body: { error: { code: 'database_unavailable', message: 'Database unavailable' } } } : { body: { packs: [] } }),
      [`GET ${api}/pages`]: () => ({ body: { pages: [] } }),
      [`GET ${api}/programs`]: () => ({ body: { programs: [] } }),
      [`GET ${api}/events`]: () => ({ body: { events: [] } }),
    });
    show();
    expect(await screen.findByText('Could not load the packs', {}, { timeout: 5000 })).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No packs yet')).toBeTruthy();

    const [, fromEmpty] = screen.getAllByRole('button', { name: 'New pack' });
    fireEvent.click(fromEmpty!);
    expect(screen.getByRole('form', { name: 'New pack' })).toBeTruthy();
    expect(screen.queryByText('No packs yet')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New pack' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('No packs yet')).toBeTruthy();
  });
});
