import './test/puck-env';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublishProblem, StudioPage } from '@tessera/core/api/studio-pages';
import { COMPOSED_BLOCKS_MAX } from '@tessera/core/blocks/composed';
import type { StoredBlock } from '@tessera/core/entities/page';
import { studioPage, tree } from '../pages/test/page-fixtures';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { appDetail, renderEditor } from './test/render-editor';

// jsdom cannot lay out Puck's canvas iframe: the canvas renders in the page instead.
vi.mock('./puck/canvas-iframe', () => ({ canvasIframe: { enabled: false } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pages = tree([
  [1, null, 'Home', { is_home: true, path: '/' }],
  [2, 1, 'Week 1'],
]);
const [, week1] = pages as [unknown, (typeof pages)[number]];
const appApi = `/api/studio/apps/${demoApp.id}`;
const pageApi = `${appApi}/pages/${week1.id}`;
const editorPath = `/apps/${demoApp.id}/pages/${week1.id}`;

const button = (id: string, text: string): StoredBlock => ({ id, type: 'button_block', props: { text } });
const group = (children: StoredBlock[]): StoredBlock => ({ id: 'group-1', type: 'composed_block', props: { layout: 'columns', gap: 'small', blocks: children } });

function pageWith(blocks: StoredBlock[], revision = 3): StudioPage {
  const page = studioPage(week1, { revision });
  return { ...page, draft: { ...page.draft, blocks: { schema_version: 1, blocks } } };
}

type Reply = { status?: number; body?: unknown };
function server(blocks: StoredBlock[], routes: Record<string, (request: { body: unknown }) => Reply> = {}) {
  return fakeServer({
    [`GET ${appApi}`]: () => ({ body: { app: appDetail } }),
    [`GET ${appApi}/pages`]: () => ({ body: { pages } }),
    [`GET ${pageApi}`]: () => ({ body: { page: pageWith(blocks) } }),
    ...routes,
  });
}

/** An element Puck has taken as a component (it sets `data-puck-component` once it is registered). */
const puckComponent = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-puck-component="${id}"]`);
    if (!found) throw new Error(`Puck has not taken ${id} yet`);
    return found;
  });

/** The side panel once it shows a block's fields. */
const fieldsPanel = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-editor-fields]');
    if (!found?.querySelector('input')) throw new Error('no fields yet');
    return found;
  });

describe('editing a composed block on the canvas', { timeout: 20_000 }, () => {
  it('draws its children inside a live drop zone in the chosen layout, each one its own Puck block', async () => {
    server([group([button('button-1', 'First'), button('button-2', 'Second')])]);
    renderEditor(editorPath);
    await screen.findByRole('heading', { level: 1, name: 'Week 1' });
    const groupElement = await puckComponent('group-1');
    // A named group, not a button: the blocks inside are draggable controls of their own.
    expect(groupElement.getAttribute('role')).toBe('group');
    expect(groupElement.getAttribute('aria-label')).toBe('Group of blocks');
    // dnd-kit's button-only `aria-pressed` is not left on the group.
    await waitFor(() => expect(groupElement.getAttribute('aria-roledescription')).toBe('draggable'));
    expect(groupElement.hasAttribute('aria-pressed')).toBe(false);
    const zone = groupElement.querySelector<HTMLElement>('[data-puck-dropzone="group-1:blocks"]');
    expect(zone).not.toBeNull();
    expect(zone?.closest('[inert]')).toBeNull();
    expect(zone?.className).toMatch(/columns/);
    expect(zone?.className).toMatch(/gap-small/);
    for (const [id, text] of Object.entries({ 'button-1': 'First', 'button-2': 'Second' })) {
      const child = await puckComponent(id);
      expect(child.parentElement).toBe(zone);
      await waitFor(() => expect(child.querySelector(`[data-block-id="${id}"]`)?.textContent).toContain(text));
    }
  });

  it('edits a child with its own fields and saves it inside the composed block', async () => {
    const api = server([group([button('button-1', 'First'), button('button-2', 'Second')])], {
      [`PATCH ${pageApi}`]: (request) => {
        const body = request.body as { revision: number; draft: { blocks: StudioPage['draft']['blocks'] } };
        return { body: { page: { ...pageWith(body.draft.blocks.blocks, body.revision + 1), has_draft: true } } };
      },
    });
    renderEditor(`${editorPath}?block=button-2`);
    const panel = await fieldsPanel();
    const text = within(panel).getByRole('textbox', { hidden: true, name: 'Label' }) as HTMLInputElement;
    expect(text.value).toBe('Second');
    fireEvent.change(text, { target: { value: 'Join us' } });
    await waitFor(() => expect(api.to('PATCH', pageApi)).toHaveLength(1), { timeout: 3000 });
    const [patch] = api.to('PATCH', pageApi);
    expect((patch?.body as { draft: { blocks: unknown } }).draft.blocks).toEqual({
      schema_version: 1,
      blocks: [
        {
          id: 'group-1',
          type: 'composed_block',
          props: { layout: 'columns', gap: 'small', blocks: [button('button-1', 'First'), button('button-2', 'Join us')] },
        },
      ],
    });
  });

  it(`says on the canvas when a group holds more than ${COMPOSED_BLOCKS_MAX} blocks, and still shows them all`, async () => {
    const children = Array.from({ length: COMPOSED_BLOCKS_MAX + 1 }, (_, index) => button(`button-${index}`, `Button ${index}`));
    server([group(children)]);
    renderEditor(editorPath);
    const groupElement = await puckComponent('group-1');
    await waitFor(() => expect(groupElement.textContent).toContain(`A group holds at most ${COMPOSED_BLOCKS_MAX} blocks: drag some out.`));
    expect(groupElement.textContent).toContain('Group of blocks has a problem');
    await waitFor(() => expect(groupElement.querySelectorAll('[data-puck-component^="button-"]')).toHaveLength(COMPOSED_BLOCKS_MAX + 1));
  });

  it('finds a child block named by a publish problem', async () => {
    const problems: PublishProblem[] = [
      { page_id: week1.id, page_title: 'Week 1', block_id: 'button-2', block_type: 'button_block', field: 'text', message: 'Too big: expected string to have <=80 characters' },
    ];
    server([group([button('button-1', 'First'), button('button-2', 'x'.repeat(81))])], {
      [`POST ${appApi}/publish`]: () => ({ status: 422, body: { error: { code: 'invalid_blocks', message: 'Some blocks are invalid', details: { problems } } } }),
    });
    renderEditor(editorPath);
    await puckComponent('button-2');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const list = await screen.findByRole('alert');
    fireEvent.click(within(list).getByRole('button', { name: 'Show block' }));
    const panel = await fieldsPanel();
    const text = within(panel).getByRole('textbox', { hidden: true, name: 'Label' }) as HTMLInputElement;
    expect(text.value).toBe('x'.repeat(81));
  });
});
