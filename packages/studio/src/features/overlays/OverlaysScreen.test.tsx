import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useParams } from 'react-router';
import type { StudioOverlaySummary } from '@tessera/core/api/studio-overlays';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { OverlaysScreen } from './OverlaysScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = `/api/studio/apps/${demoApp.id}/overlays`;
const offer: StudioOverlaySummary = { id: '0d5a7c1e-6a7b-4c1e-9f0a-1b2c3d4e5f60', title: 'Summer offer', block_count: 3, updated_at: '2026-03-01T10:00:00.000Z' };
const welcome: StudioOverlaySummary = { id: '1d5a7c1e-6a7b-4c1e-9f0a-1b2c3d4e5f61', title: null, block_count: 1, updated_at: '2026-02-01T10:00:00.000Z' };

function EditorStub() {
  const { overlayId } = useParams();
  return <h1>Editor of {overlayId}</h1>;
}

function renderScreen() {
  return renderRoutes(
    [
      { path: '/apps/:appId/overlays', element: <OverlaysScreen /> },
      { path: '/apps/:appId/overlays/:overlayId', element: <EditorStub /> },
    ],
    `/apps/${demoApp.id}/overlays`,
  );
}

const appsRoute = { 'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }) };

describe('overlays screen', { timeout: 20_000 }, () => {
  it('lists the overlays with their block counts, an untitled one by a name of its own', async () => {
    fakeServer({ ...appsRoute, [`GET ${api}`]: () => ({ body: { overlays: [offer, welcome] } }) });
    renderScreen();
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Summer offer', 'Untitled overlay']);
    expect(rows[0]?.textContent).toContain('3 blocks');
    expect(rows[1]?.textContent).toContain('1 block');
    expect(within(rows[0]!).getByRole('link', { name: 'Summer offer' }).getAttribute('href')).toBe(`/apps/${demoApp.id}/overlays/${offer.id}`);
    expect(within(rows[0]!).getByRole('button', { name: 'Delete Summer offer' })).toBeTruthy();
  });

  it('offers a first overlay when there is none, and creates one into the editor after checking its title', async () => {
    const server = fakeServer({
      ...appsRoute,
      [`GET ${api}`]: () => ({ body: { overlays: [] } }),
      [`POST ${api}`]: (request) => ({
        status: 201,
        body: { overlay: { id: offer.id, title: (request.body as { title: string }).title, blocks: [], revision: 0, updated_at: offer.updated_at } },
      }),
    });
    renderScreen();
    expect(await screen.findByText('No overlays yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New overlay' }));
    const dialog = await screen.findByRole('dialog', { name: 'New overlay' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create overlay' }));
    expect(within(dialog).getByText('Field is required.')).toBeTruthy();
    expect(server.to('POST', api)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Overlay title' }), { target: { value: '  Welcome back ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create overlay' }));
    expect(await screen.findByRole('heading', { name: `Editor of ${offer.id}` })).toBeTruthy();
    expect(server.to('POST', api)[0]?.body).toEqual({ title: 'Welcome back' });
  });

  it('deletes an overlay after asking, Cancel first', async () => {
    let overlays = [offer, welcome];
    const server = fakeServer({
      ...appsRoute,
      [`GET ${api}`]: () => ({ body: { overlays } }),
      [`DELETE ${api}/${offer.id}`]: () => {
        overlays = [welcome];
        return { body: { deleted_id: offer.id } };
      },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Summer offer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Summer offer”?' });
    expect(dialog.textContent).toContain('will open nothing');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete overlay' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Summer offer' })).toBeNull());
    expect(server.to('DELETE', `${api}/${offer.id}`)).toHaveLength(1);
  });
});
