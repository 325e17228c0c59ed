import './test/puck-env';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublishProblem, StudioPage } from '@tessera/core/api/studio-pages';
import { RATIO_OUT_OF_RANGE } from '@tessera/core/blocks/ratio';
import { studioPage, tree } from '../pages/test/page-fixtures';
import { fakeServer } from '../../test/fake-server';
import type { FakeRequest } from '../../test/fake-server';
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
  [2, 1, 'Week 1', { content_type: 'program', has_draft: true }],
  [3, 1, 'Week 2'],
]);
const [, week1, week2] = pages as [unknown, (typeof pages)[number], (typeof pages)[number]];
const appApi = `/api/studio/apps/${demoApp.id}`;
const pageApi = `${appApi}/pages/${week1.id}`;
const editorPath = `/apps/${demoApp.id}/pages/${week1.id}`;

const hero = { id: 'hero-1', type: 'hero_block', props: { title: 'Welcome', ratio: 56 } };

function pageWith(blocks: StudioPage['draft']['blocks']['blocks'], revision = 3): StudioPage {
  const page = studioPage(week1, { revision });
  return { ...page, draft: { ...page.draft, blocks: { schema_version: 1, blocks } } };
}

type Reply = { status?: number; body?: unknown };
function server(routes: Record<string, (request: FakeRequest) => Reply | Promise<Reply>> = {}) {
  return fakeServer({
    [`GET ${appApi}`]: () => ({ body: { app: appDetail } }),
    [`GET ${appApi}/pages`]: () => ({ body: { pages } }),
    [`GET ${pageApi}`]: () => ({ body: { page: pageWith([hero]) } }),
    ...routes,
  });
}

/** The editor is up once Puck drew the page's blocks with the member app's renderers. */
async function opened(path = editorPath) {
  const view = renderEditor(path);
  await screen.findByRole('heading', { level: 1, name: 'Week 1' });
  await waitFor(() => expect(document.querySelector('[data-block-id="hero-1"]')).not.toBeNull());
  return view;
}


const heroTitleField = async () => {
  const panel = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-editor-fields]');
    if (!found?.querySelector('input')) throw new Error('no fields yet');
    return found;
  });
  return within(panel).getAllByRole('textbox', { hidden: true })[0] as HTMLInputElement;
};

describe('page editor', { timeout: 20_000 }, () => {
  it('opens the page in Puck with the blocks grouped by category and the real renderers on the canvas', async () => {
    server();
    await opened();
    expect(screen.getByText('/week-1')).toBeTruthy();
    for (const category of ['Content', 'Media', 'Navigation']) expect(screen.getAllByText(category).length).toBeGreaterThan(0);
    // The hero is drawn by @tessera/blocks inside the themed canvas root.
    const canvasHero = document.querySelector('[data-block-id="hero-1"]') as HTMLElement;
    expect(canvasHero.getAttribute('data-block-type')).toBe('hero_block');
    await waitFor(() => expect(canvasHero.textContent).toContain('Welcome'));
    expect(canvasHero.closest('[data-color-mode]')?.getAttribute('style')).toContain('--color-primary');
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('makes each canvas block one named, draggable control whose own content is inert', async () => {
    server();
    await opened();
    const block = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-puck-component="hero-1"]');
      if (!found) throw new Error('Puck has not taken the block yet');
      return found;
    });
    // The block's own element is Puck's draggable (no wrapper), named after the block type.
    expect(block.getAttribute('aria-label')).toBe('Hero banner');
    const content = block.querySelector('[data-block-id="hero-1"]') as HTMLElement;
    expect(content.closest('[inert]')?.parentElement).toBe(block);
    // Puck's spinner is a progress bar, so its "Loading" label is allowed.
    const loaders = [...document.querySelectorAll('span[class*="_Loader_"]')];
    expect(loaders.length).toBeGreaterThan(0);
    for (const loader of loaders) expect(loader.getAttribute('role')).toBe('progressbar');
  });

  it('autosaves an edit after a quiet moment, sending the revision it was loaded at', async () => {
    const api = server({
      [`PATCH ${pageApi}`]: (request) => {
        const body = request.body as { revision: number; draft: { blocks: StudioPage['draft']['blocks'] } };
        return { body: { page: { ...pageWith(body.draft.blocks.blocks, body.revision + 1), has_draft: true } } };
      },
    });
    await opened(`${editorPath}?block=hero-1`);
    const title = await heroTitleField();
    fireEvent.change(title, { target: { value: 'Hello members' } });
    await screen.findByText('Saving…');
    await waitFor(() => expect(api.to('PATCH', pageApi)).toHaveLength(1), { timeout: 3000 });
    const [patch] = api.to('PATCH', pageApi);
    expect(patch?.body).toMatchObject({
      revision: 3,
      draft: { blocks: { schema_version: 1, blocks: [{ id: 'hero-1', type: 'hero_block', props: { title: 'Hello members', ratio: 56 } }] } },
    });
    await screen.findByText('Saved');
    // The next save carries the revision the server answered.
    fireEvent.change(title, { target: { value: 'Hello again' } });
    await waitFor(() => expect(api.to('PATCH', pageApi)).toHaveLength(2), { timeout: 3000 });
    expect(api.to('PATCH', pageApi)[1]?.body).toMatchObject({ revision: 4 });
  });

  it('says clearly when someone else changed the page (409) and reloads it on request', async () => {
    let loads = 0;
    const api = server({
      [`GET ${pageApi}`]: () => {
        loads += 1;
        return { body: { page: pageWith([{ ...hero, props: { ...hero.props, title: loads > 1 ? 'Their title' : 'Welcome' } }], 3 + loads) } };
      },
      [`PATCH ${pageApi}`]: () => ({ status: 409, body: { error: { code: 'edit_conflict', message: 'This page was changed elsewhere' } } }),
    });
    await opened(`${editorPath}?block=hero-1`);
    fireEvent.change(await heroTitleField(), { target: { value: 'Mine' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('changed somewhere else');
    expect(screen.getByText('Not saved: changed elsewhere')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload page' }));
    await waitFor(() => expect(loads).toBe(2));
    await waitFor(() => expect(document.querySelector('[data-block-id="hero-1"]')?.textContent).toContain('Their title'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.to('PATCH', pageApi)).toHaveLength(1);
  });

  it('lists every publish problem and selects the offending block of this page', async () => {
    const problems: PublishProblem[] = [
      { page_id: week1.id, page_title: 'Week 1', block_id: 'hero-1', block_type: 'hero_block', field: 'ratio', message: RATIO_OUT_OF_RANGE },
      { page_id: week2.id, page_title: 'Week 2', block_id: 'text-9', block_type: 'text_block', field: 'content', message: 'Choose a page' },
    ];
    const api = server({
      [`GET ${pageApi}`]: () => ({ body: { page: pageWith([{ ...hero, props: { ...hero.props, ratio: 5 } }]) } }),
      [`POST ${appApi}/publish`]: () => ({ status: 422, body: { error: { code: 'invalid_blocks', message: 'Some blocks are invalid', details: { problems } } } }),
    });
    renderEditor(editorPath);
    await screen.findByRole('heading', { level: 1, name: 'Week 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const list = await screen.findByRole('alert');
    expect(within(list).getByText('Nothing was published. Fix these first:')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Week 1');
    expect(items[0]?.textContent).toContain(RATIO_OUT_OF_RANGE);
    expect(items[1]?.textContent).toContain('Choose a page');
    const other = within(items[1]!).getByRole('link', { name: 'Open “Week 2”' });
    expect(other.getAttribute('href')).toBe(`/apps/${demoApp.id}/pages/${week2.id}?block=text-9`);
    expect(api.to('POST', `${appApi}/publish`)).toHaveLength(1);

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Show block' }));
    // The hero's fields are shown, with the ratio's message beside the ratio field.
    const panel = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-editor-fields]');
      if (!found || !within(found).queryByText(RATIO_OUT_OF_RANGE)) throw new Error('hero fields not shown');
      return found;
    });
    const ratio = within(panel).getByRole('spinbutton', { hidden: true, name: /ratio/i }) as HTMLInputElement;
    expect(ratio.value).toBe('5');
    expect(ratio.getAttribute('aria-invalid')).toBe('true');
  });

  it('opens on the Settings tab when the address asks (the calendar links to a page’s schedules and access)', async () => {
    server();
    renderEditor(`${editorPath}?tab=settings`);
    const tab = await screen.findByRole('tab', { name: 'Settings' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tabpanel', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Schedules/ })).toBeTruthy();
  });

  it('publishes and links to the page in the member app', async () => {
    const api = server({
      [`POST ${appApi}/publish`]: () => ({ body: { published_at: '2025-05-01T10:00:00.000Z', page_count: 3 } }),
    });
    await opened();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const status = await screen.findByText('Published: members see your changes now.');
    const link = within(status.closest('p') as HTMLElement).getByRole('link', { name: 'Open in the member app' });
    expect(link.getAttribute('href')).toBe('http://demo.localhost:3000/week-1');
    expect(api.to('POST', `${appApi}/publish`)).toHaveLength(1);
  });
});
