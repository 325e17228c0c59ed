import '../editor/test/puck-env';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioOverlay } from '@tessera/core/api/studio-overlays';
import { RATIO_OUT_OF_RANGE } from '@tessera/core/blocks/ratio';
import { fakeServer, type FakeRequest } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { tree } from '../pages/test/page-fixtures';
import { appDetail } from '../editor/test/render-editor';
import { OverlayEditorScreen } from './OverlayEditorScreen';

// jsdom cannot lay out Puck's canvas iframe: the canvas renders in the page instead.
vi.mock('../editor/puck/canvas-iframe', () => ({ canvasIframe: { enabled: false } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const appApi = `/api/studio/apps/${demoApp.id}`;
const overlayId = '0d5a7c1e-6a7b-4c1e-9f0a-1b2c3d4e5f60';
const overlayApi = `${appApi}/overlays/${overlayId}`;
const hero = { id: 'hero-1', type: 'hero_block', props: { title: 'Join today', ratio: 56 } };
const button = { id: 'button-1', type: 'button_block', props: { text: 'See the offer', action: { type: 'trigger_overlay', overlay_id: overlayId } } };
const overlayOf = (blocks: StudioOverlay['blocks'], revision = 2, title = 'Summer offer'): StudioOverlay => ({ id: overlayId, title, blocks, revision, updated_at: '2026-03-01T10:00:00.000Z' });
const others = [
  { id: overlayId, title: 'Summer offer', block_count: 1, updated_at: '2026-03-01T10:00:00.000Z' },
  { id: '1d5a7c1e-6a7b-4c1e-9f0a-1b2c3d4e5f61', title: 'Autumn offer', block_count: 0, updated_at: '2026-02-01T10:00:00.000Z' },
];

type Reply = { status?: number; body?: unknown };
function server(routes: Record<string, (request: FakeRequest) => Reply> = {}, blocks: StudioOverlay['blocks'] = [hero]) {
  return fakeServer({
    [`GET ${appApi}`]: () => ({ body: { app: appDetail } }),
    [`GET ${appApi}/pages`]: () => ({ body: { pages: tree([[1, null, 'Home', { is_home: true, path: '/' }]]) } }),
    [`GET ${appApi}/overlays`]: () => ({ body: { overlays: others } }),
    [`GET ${overlayApi}`]: () => ({ body: { overlay: overlayOf(blocks) } }),
    ...routes,
  });
}

async function opened(path = `/apps/${demoApp.id}/overlays/${overlayId}`, blockId = 'hero-1') {
  renderRoutes([{ path: '/apps/:appId/overlays/:overlayId', element: <OverlayEditorScreen /> }, { path: '/apps/:appId/overlays', element: <h1>Overlays list</h1> }], path);
  await screen.findByRole('heading', { level: 1, name: 'Summer offer' });
  await waitFor(() => expect(document.querySelector(`[data-block-id="${blockId}"]`)).not.toBeNull());
}

/** Puck's field panel once the selected block's fields are in it (a textbox, or the action's select). */
const fieldsPanel = (control: 'textbox' | 'combobox' = 'textbox') =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-editor-fields]');
    if (!found || within(found).queryAllByRole(control, { hidden: true }).length === 0) throw new Error('no fields yet');
    return found;
  });

describe('overlay editor', { timeout: 20_000 }, () => {
  it('opens the overlay in the block editor the pages use, with its title and a way back', async () => {
    server();
    await opened();
    expect((screen.getByRole('textbox', { name: 'Overlay title' }) as HTMLInputElement).value).toBe('Summer offer');
    expect(screen.getByRole('link', { name: /All overlays/ }).getAttribute('href')).toBe(`/apps/${demoApp.id}/overlays`);
    expect((document.querySelector('[data-block-id="hero-1"]') as HTMLElement).closest('[data-color-mode]')).not.toBeNull();
    expect(screen.getByRole('group', { name: 'History' })).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('autosaves the title and the blocks at the loaded revision, then at the one answered', async () => {
    const api = server({
      [`PATCH ${overlayApi}`]: (request) => {
        const body = request.body as { revision: number; title?: string; blocks?: StudioOverlay['blocks'] };
        return { body: { overlay: overlayOf(body.blocks ?? [hero], body.revision + 1, body.title ?? 'Summer offer') } };
      },
    });
    await opened(`/apps/${demoApp.id}/overlays/${overlayId}?block=hero-1`);
    fireEvent.change(screen.getByRole('textbox', { name: 'Overlay title' }), { target: { value: 'Summer deal' } });
    await waitFor(() => expect(api.to('PATCH', overlayApi)).toHaveLength(1), { timeout: 3000 });
    expect(api.to('PATCH', overlayApi)[0]?.body).toEqual({ revision: 2, title: 'Summer deal' });
    await screen.findByText('Saved');

    const panel = await fieldsPanel();
    fireEvent.change(within(panel).getAllByRole('textbox', { hidden: true })[0]!, { target: { value: 'Join us' } });
    await waitFor(() => expect(api.to('PATCH', overlayApi)).toHaveLength(2), { timeout: 3000 });
    expect(api.to('PATCH', overlayApi)[1]?.body).toMatchObject({ revision: 3, blocks: [{ id: 'hero-1', type: 'hero_block', props: { title: 'Join us', ratio: 56 } }] });
  });

  it('keeps an empty title here with its message, and sends nothing for it', async () => {
    const api = server();
    await opened();
    const title = screen.getByRole('textbox', { name: 'Overlay title' });
    fireEvent.change(title, { target: { value: '  ' } });
    expect(await screen.findByText('Field is required.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(api.to('PATCH', overlayApi)).toHaveLength(0);
  });

  it('lists the problems of a refused save with a way to each block, and sends the edit again with the next change', async () => {
    let replies = 0;
    const api = server({
      [`PATCH ${overlayApi}`]: (request) => {
        replies += 1;
        const body = request.body as { revision: number; blocks: StudioOverlay['blocks'] };
        if (replies === 1) {
          return {
            status: 422,
            body: {
              error: {
                code: 'invalid_blocks',
                message: 'One block needs attention',
                details: { problems: [{ block_id: 'hero-1', block_type: 'hero_block', field: 'ratio', message: RATIO_OUT_OF_RANGE }] },
              },
            },
          };
        }
        return { body: { overlay: overlayOf(body.blocks, body.revision + 1) } };
      },
    });
    await opened(`/apps/${demoApp.id}/overlays/${overlayId}?block=hero-1`);
    const panel = await fieldsPanel();
    fireEvent.change(within(panel).getAllByRole('textbox', { hidden: true })[0]!, { target: { value: 'Join us' } });
    const problems = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(problems).getByRole('heading').textContent).toBe('Not saved: these blocks need attention');
    expect(problems.textContent).toContain('Hero banner');
    expect(problems.textContent).toContain('Ratio Out Of Range');
    expect(within(problems).getByRole('button', { name: 'Show block' })).toBeTruthy();
    expect(screen.getByText('Not saved: some blocks need attention')).toBeTruthy();
    // No retry of the same content: the next edit goes with what failed.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.change(within(panel).getAllByRole('textbox', { hidden: true })[0]!, { target: { value: 'Join us now' } });
    await waitFor(() => expect(api.to('PATCH', overlayApi)).toHaveLength(2), { timeout: 3000 });
    expect(api.to('PATCH', overlayApi)[1]?.body).toMatchObject({ revision: 2, blocks: [{ props: { title: 'Join us now' } }] });
    await waitFor(() => expect(screen.queryByText('Not saved: these blocks need attention')).toBeNull());
  });

  it('says when someone else saved the overlay, and reloads it on request', async () => {
    let loads = 0;
    server({
      [`GET ${overlayApi}`]: () => {
        loads += 1;
        return { body: { overlay: overlayOf([hero], loads === 1 ? 2 : 5, loads === 1 ? 'Summer offer' : 'Summer offer') } };
      },
      [`PATCH ${overlayApi}`]: () => ({ status: 409, body: { error: { code: 'edit_conflict', message: 'Changed', details: { revision: 5 } } } }),
    });
    await opened();
    fireEvent.change(screen.getByRole('textbox', { name: 'Overlay title' }), { target: { value: 'Mine' } });
    const notice = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(notice.textContent).toContain('changed somewhere else');
    fireEvent.click(within(notice).getByRole('button', { name: 'Reload overlay' }));
    await waitFor(() => expect(loads).toBe(2));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Overlay title' }) as HTMLInputElement).value).toBe('Summer offer');
  });

  it("picks a button's overlay from the app's overlays instead of typing an id", async () => {
    const api = server(
      {
        [`PATCH ${overlayApi}`]: (request) => {
          const body = request.body as { revision: number; blocks: StudioOverlay['blocks'] };
          return { body: { overlay: overlayOf(body.blocks, body.revision + 1) } };
        },
      },
      [button],
    );
    await opened(`/apps/${demoApp.id}/overlays/${overlayId}?block=button-1`, 'button-1');
    const panel = await fieldsPanel('combobox');
    const picker = await waitFor(() => within(panel).getAllByRole('combobox', { name: 'Overlay', hidden: true })[0] as HTMLSelectElement);
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect([...picker.options].map((option) => option.textContent)).toEqual(['Choose an overlay', 'Autumn offer', 'Summer offer']);
    expect(picker.value).toBe(overlayId);
    fireEvent.change(picker, { target: { value: others[1]!.id } });
    await waitFor(() => expect(api.to('PATCH', overlayApi)).toHaveLength(1), { timeout: 3000 });
    expect(api.to('PATCH', overlayApi)[0]?.body).toMatchObject({ blocks: [{ id: 'button-1', props: { action: { type: 'trigger_overlay', overlay_id: others[1]!.id } } }] });
  });
});
