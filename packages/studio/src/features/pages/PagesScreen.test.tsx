import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import { demoApp } from '../../test/fixtures';
import { fakeServer, type FakeRequest } from '../../test/fake-server';
import { movePage } from './page-tree';
import { pageId, studioPage, tree } from './test/page-fixtures';
import { renderInStudio } from './test/render-in-studio';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = `/api/studio/apps/${demoApp.id}/pages`;
const screenPath = `/apps/${demoApp.id}/pages`;

const outline = () =>
  tree([
    [1, null, 'Home', { is_home: true, path: '/' }],
    [2, 1, 'Week 1', { content_type: 'program', has_draft: true }],
    [3, 2, 'Day 1', { content_type: 'workout' }],
    [4, 2, 'Day 2', { content_type: 'workout', is_published: false, has_draft: true }],
    [5, 1, 'Week 2', { content_type: 'program' }],
    [6, null, 'About', { content_type: 'article' }],
  ]);

type Reply = { status?: number; body?: unknown };

/** A reply held back until `release()`, to look at the screen while a call is under way. */
function held() {
  let release = () => {};
  const wait = new Promise<void>((resolve) => (release = resolve));
  return { release: () => release(), wait };
}

/** A server holding the pages; `overrides` replace single routes. */
function pagesServer(overrides: Record<string, (request: FakeRequest) => Reply | Promise<Reply>> = {}) {
  const state = { pages: outline() };
  const server = fakeServer({
    'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
    [`GET ${api}`]: () => ({ body: { pages: state.pages } }),
    ...overrides,
  });
  return { ...server, state };
}

const items = () => screen.getAllByRole('treeitem');
const item = (name: string) => screen.getByRole('treeitem', { name });
const focused = () => document.activeElement?.getAttribute('aria-labelledby') && document.activeElement.textContent;
const keyDown = (key: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(document.activeElement!, { key, ...init });

async function shown() {
  renderInStudio(screenPath);
  return screen.findByRole('tree', { name: 'Pages of Demo App' });
}

describe('pages tree', { timeout: 15_000 }, () => {
  it('shows the nesting with aria levels, positions, content types, paths and badges', async () => {
    pagesServer();
    await shown();
    expect(items().map((row) => [row.getAttribute('aria-level'), within(row).getByRole('link').textContent])).toEqual([
      ['1', 'Home'],
      ['2', 'Week 1'],
      ['3', 'Day 1'],
      ['3', 'Day 2'],
      ['2', 'Week 2'],
      ['1', 'About'],
    ]);
    const week1 = item('Week 1');
    expect(week1.getAttribute('aria-expanded')).toBe('true');
    expect(week1.getAttribute('aria-posinset')).toBe('1');
    expect(week1.getAttribute('aria-setsize')).toBe('2');
    expect(item('Day 1').hasAttribute('aria-expanded')).toBe(false);
    // Described by content type, path and badges.
    const description = (row: HTMLElement) => document.getElementById(row.getAttribute('aria-describedby')!)?.textContent;
    expect(description(item('Home'))).toBe('Standard page·/, Home');
    expect(description(week1)).toBe('Program·/week-1, Draft changes');
    expect(description(item('Day 2'))).toBe('Workout·/day-2, Not published');
    expect(description(item('About'))).toBe('Article·/about');
    expect(within(week1).getByRole('link', { name: 'Week 1' }).getAttribute('href')).toBe(`${screenPath}/${pageId(2)}`);
    // One tab stop: the first row.
    expect(items().filter((row) => row.tabIndex === 0)).toEqual([item('Home')]);
  });

  it('moves through the tree with the arrow keys, Home and End, and opens a page with Enter', async () => {
    pagesServer();
    const { router } = renderInStudio(screenPath);
    await screen.findByRole('tree');
    act(() => item('Home').focus());
    keyDown('ArrowDown');
    expect(focused()).toContain('Week 1');
    keyDown('ArrowRight'); // expanded already: to the first child
    expect(focused()).toContain('Day 1');
    keyDown('ArrowLeft'); // a leaf: to its parent
    expect(focused()).toContain('Week 1');
    keyDown('ArrowLeft'); // collapses
    expect(item('Week 1').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Day 1' })).toBeNull();
    keyDown('ArrowDown');
    expect(focused()).toContain('Week 2');
    keyDown('ArrowUp');
    keyDown('ArrowRight'); // opens again
    expect(item('Week 1').getAttribute('aria-expanded')).toBe('true');
    keyDown('End');
    expect(focused()).toContain('About');
    expect(item('About').tabIndex).toBe(0);
    keyDown('Home');
    expect(focused()).toContain('Home');
    keyDown('w'); // type-ahead
    expect(focused()).toContain('Week 1');
    keyDown('Enter');
    expect(await screen.findByRole('heading', { name: `Editor of ${pageId(2)}` })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${screenPath}/${pageId(2)}`);
  });

  it('moves a page down with Alt+ArrowDown at once, and keeps the focus on it', async () => {
    const answer = held();
    const server = pagesServer({
      [`POST ${api}/${pageId(3)}/move`]: async (request) => {
        await answer.wait;
        server.state.pages = movePage(server.state.pages, pageId(3), request.body as never);
        return { body: { pages: server.state.pages } };
      },
    });
    await shown();
    act(() => item('Day 1').focus());
    keyDown('ArrowDown', { altKey: true });
    // Optimistic: the new order shows before the server answers.
    const titles = () => items().map((row) => within(row).getByRole('link').textContent);
    await waitFor(() => expect(titles().slice(2, 4)).toEqual(['Day 2', 'Day 1']));
    expect(server.to('POST', `${api}/${pageId(3)}/move`)).toHaveLength(1);
    answer.release();
    expect(server.to('POST', `${api}/${pageId(3)}/move`)[0]?.body).toEqual({ parent_id: pageId(2), position: 1 });
    await waitFor(() => expect(focused()).toContain('Day 1'));
    expect(await screen.findByText('Moved “Day 1”.')).toBeTruthy();
  });

  it('refuses to drop a page under itself, and shows the server refusing a move under itself', async () => {
    const answer = held();
    const server = pagesServer({
      [`POST ${api}/${pageId(5)}/move`]: async () => {
        await answer.wait;
        return {
        status: 422,
        body: { error: { code: 'cannot_move_under_itself', message: 'A page cannot be moved under itself' } },
        };
      },
    });
    await shown();
    // Drag "Week 1" onto its own child "Day 1".
    const dataTransfer = { setData: vi.fn(), getData: vi.fn(() => pageId(2)), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(item('Week 1'), { dataTransfer });
    fireEvent.dragOver(item('Day 1'), { dataTransfer });
    fireEvent.drop(item('Day 1'), { dataTransfer });
    expect(screen.getByRole('alert').textContent).toContain('A page cannot be moved under itself');
    expect(server.to('POST', `${api}/${pageId(2)}/move`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    // The server has the last word (its tree may differ from ours): its 422 is shown and the move rolled back.
    act(() => item('Week 2').focus());
    keyDown('ArrowUp', { altKey: true });
    const second = () => within(screen.getByRole('tree')).getAllByRole('link')[1]?.textContent;
    await waitFor(() => expect(second()).toBe('Week 2'));
    answer.release();
    expect((await screen.findByRole('alert')).textContent).toContain('A page cannot be moved under itself');
    await waitFor(() => expect(second()).toBe('Week 1'));
  });

  it('moves a page by dragging it onto another row', async () => {
    const server = pagesServer({
      [`POST ${api}/${pageId(6)}/move`]: (request) => {
        server.state.pages = movePage(server.state.pages, pageId(6), request.body as never);
        return { body: { pages: server.state.pages } };
      },
    });
    await shown();
    const dataTransfer = { setData: vi.fn(), getData: vi.fn(() => pageId(6)), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(item('About'), { dataTransfer });
    fireEvent.dragOver(item('Week 2'), { dataTransfer });
    fireEvent.drop(item('Week 2'), { dataTransfer });
    await waitFor(() => expect(item('About').getAttribute('aria-level')).toBe('3'));
    expect(server.to('POST', `${api}/${pageId(6)}/move`)[0]?.body).toEqual({ parent_id: pageId(5), position: 0 });
  });

  it('moves a page with the keyboard through the actions menu and "Move to…"', async () => {
    const server = pagesServer({
      [`POST ${api}/${pageId(6)}/move`]: (request) => {
        server.state.pages = movePage(server.state.pages, pageId(6), request.body as never);
        return { body: { pages: server.state.pages } };
      },
    });
    await shown();
    act(() => item('About').focus());
    keyDown('F10', { shiftKey: true });
    expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
    // Opened from the row, Escape goes back to the row.
    keyDown('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(item('About'));
    keyDown('F10', { shiftKey: true });
    const menu = screen.getByRole('menu', { name: 'Actions for “About”' });
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Open in editor' }));
    const moveUp = within(menu).getByRole('menuitem', { name: /Move up/ });
    expect(moveUp.getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowUp');
    expect(within(menu).getByRole('menuitem', { name: /Outdent/ }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move “About”' });
    fireEvent.change(within(dialog).getByLabelText('Put it inside'), { target: { value: pageId(2) } });
    fireEvent.click(within(dialog).getByLabelText('First'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server.to('POST', `${api}/${pageId(6)}/move`)).toHaveLength(1));
    expect(server.to('POST', `${api}/${pageId(6)}/move`)[0]?.body).toEqual({ parent_id: pageId(2), position: 0 });
    await waitFor(() => expect(item('About').getAttribute('aria-level')).toBe('3'));
  });

  it('asks before deleting, naming how many pages under it go too, and never deletes the home page', async () => {
    const answer = held();
    const server = pagesServer({
      [`DELETE ${api}/${pageId(2)}`]: async () => {
        await answer.wait;
        return { body: { deleted_ids: [pageId(2), pageId(3), pageId(4)] } };
      },
    });
    await shown();
    act(() => item('Home').focus());
    fireEvent.click(within(item('Home')).getByRole('button', { name: 'Actions for “Home”' }));
    const homeDelete = screen.getByRole('menuitem', { name: /Delete/ });
    expect(homeDelete.getAttribute('aria-disabled')).toBe('true');
    expect(homeDelete.textContent).toContain('The home page cannot be deleted.');
    fireEvent.click(homeDelete);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    keyDown('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    // Opened with its button, Escape goes back to the button.
    expect(document.activeElement).toBe(within(item('Home')).getByRole('button', { name: 'Actions for “Home”' }));

    act(() => item('Week 1').focus());
    keyDown('Delete');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Week 1”?' });
    expect(dialog.textContent).toContain('The 2 pages inside it will be deleted too');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.to('DELETE', `${api}/${pageId(2)}`)).toHaveLength(0);
    expect(focused()).toContain('Week 1');

    keyDown('Delete');
    server.state.pages = server.state.pages.filter((page) => ![pageId(2), pageId(3), pageId(4)].includes(page.id));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete 3 pages' }));
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: 'Day 1' })).toBeNull());
    expect(server.to('DELETE', `${api}/${pageId(2)}`)).toHaveLength(1);
    answer.release();
    await waitFor(() => expect(focused()).toContain('Week 2'));
  });

  it('marks a page at one of the app’s own screens (/me/messages) as an app screen that cannot be deleted, copied or given pages inside', async () => {
    const server = pagesServer();
    server.state.pages = tree([
      [1, null, 'Home', { is_home: true, path: '/' }],
      [7, null, 'Messages', { path: '/me/messages' }],
    ]);
    await shown();
    const messages = item('Messages');
    expect(document.getElementById(messages.getAttribute('aria-describedby')!)?.textContent).toBe('Standard page·/me/messages, App screen');
    act(() => messages.focus());
    fireEvent.click(within(messages).getByRole('button', { name: 'Actions for “Messages”' }));
    for (const name of [/Delete/, /Duplicate/, /Add page inside/]) {
      expect(screen.getByRole('menuitem', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    expect(screen.getByRole('menuitem', { name: /Delete/ }).textContent).toContain('cannot be deleted');
    // Moving it under another page is how it leaves the menu: that stays open.
    expect(screen.getByRole('menuitem', { name: /Move to/ }).getAttribute('aria-disabled')).not.toBe('true');
    keyDown('Escape');
    act(() => item('Messages').focus());
    keyDown('Delete');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText(/puts one of the app’s own screens/)).toBeTruthy();
    expect(server.to('DELETE', `${api}/${pageId(7)}`)).toHaveLength(0);
  });

  it('renames a page inline, saving the draft title with the revision it read', async () => {
    const page = studioPage(outline()[5]!, { revision: 7 });
    const server = pagesServer({
      [`GET ${api}/${pageId(6)}`]: () => ({ body: { page } }),
      [`PATCH ${api}/${pageId(6)}`]: (request) => {
        const title = (request.body as { draft: { title: string } }).draft.title;
        server.state.pages = server.state.pages.map((row) => (row.id === pageId(6) ? { ...row, title, has_draft: true } : row));
        return { body: { page: { ...page, has_draft: true, revision: 8, draft: { ...page.draft, title } } } };
      },
    });
    await shown();
    act(() => item('About').focus());
    keyDown('F2');
    const input = screen.getByRole('textbox', { name: 'New title for “About”' });
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '  About us ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // Shown at once, badge included.
    expect(await within(await screen.findByRole('treeitem', { name: 'About us' })).findByText('Draft changes')).toBeTruthy();
    await waitFor(() => expect(server.to('PATCH', `${api}/${pageId(6)}`)).toHaveLength(1));
    expect(server.to('PATCH', `${api}/${pageId(6)}`)[0]?.body).toEqual({ revision: 7, draft: { title: 'About us' } });
    await waitFor(() => expect(focused()).toContain('About us'));

    // Escape keeps the old title and sends nothing.
    keyDown('F2');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(item('About us')).toBeTruthy();
    expect(server.to('PATCH', `${api}/${pageId(6)}`)).toHaveLength(1);
  });

  it('creates a page with a title, content type and parent, showing field errors from the form and the server', async () => {
    let created: StudioPageSummary | undefined;
    const server = pagesServer({
      [`POST ${api}`]: (request) => {
        const body = request.body as { title: string; path?: string };
        if (body.path === '/about') {
          return { status: 409, body: { error: { code: 'path_taken', message: 'Path taken', details: [{ field: 'body.path', message: 'Path taken' }] } } };
        }
        created = { ...tree([[7, 2, body.title, { content_type: 'meal', is_published: false, has_draft: true }]])[0]!, parent_id: pageId(2), root_id: pageId(1), position: 2 };
        server.state.pages = [...server.state.pages.slice(0, 4), created, ...server.state.pages.slice(4)];
        return { status: 201, body: { page: studioPage(created) } };
      },
    });
    await shown();
    fireEvent.click(within(item('Week 1')).getByRole('button', { name: 'Actions for “Week 1”' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add page inside' }));
    const dialog = screen.getByRole('dialog', { name: 'New page' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(document.activeElement).toBe(title);
    const types = within(dialog).getByRole('combobox', { name: 'Content type' });
    expect(within(types).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Standard page', 'Program', 'Workout', 'Meal', 'Article', 'Exercise', 'Live stream', 'Collection', 'Event', 'Pack', 'Form',
    ]);
    expect((within(dialog).getByRole('combobox', { name: 'Inside' }) as HTMLSelectElement).value).toBe(pageId(2));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));
    expect(within(dialog).getByText('Field is required.')).toBeTruthy();
    expect(server.to('POST', api)).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Recipes' } });
    fireEvent.change(types, { target: { value: 'meal' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Path (optional)' }), { target: { value: 'Not a path' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));
    expect(within(dialog).getByText('Must be a path like /about or /programs/week-1')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Path (optional)' }), { target: { value: '/about' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));
    expect(await within(dialog).findByText('Another page already uses this path.')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Path (optional)' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to('POST', api).at(-1)?.body).toEqual({ title: 'Recipes', content_type: 'meal', parent_id: pageId(2) });
    await waitFor(() => expect(focused()).toContain('Recipes'));
    expect(item('Recipes').getAttribute('aria-level')).toBe('3');
  });

  it('duplicates a page and focuses the copy', async () => {
    const server = pagesServer({
      [`POST ${api}/${pageId(6)}/duplicate`]: () => {
        const copy = tree([[8, null, 'About (copy)', { is_published: false, has_draft: true }]])[0]!;
        server.state.pages = [...server.state.pages, { ...copy, position: 2 }];
        return { status: 201, body: { page: studioPage(copy) } };
      },
    });
    await shown();
    fireEvent.click(within(item('About')).getByRole('button', { name: 'Actions for “About”' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(focused()).toContain('About (copy)'));
  });

  it('shows a skeleton while loading, then an error with a retry, and an empty state', async () => {
    let reply: Reply = { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong' } } };
    const first = held();
    fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}`]: async () => {
        await first.wait;
        return reply;
      },
    });
    renderInStudio(screenPath);
    expect(await screen.findByText('Loading pages…')).toBeTruthy();
    first.release();
    // The query client tries a 500 twice before showing the error.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Could not load the pages.');
    expect(screen.queryByText('Loading pages…')).toBeNull();
    reply = { body: { pages: [] } };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No pages yet')).toBeTruthy();
    // One in the header, one in the empty state.
    expect(screen.getAllByRole('button', { name: 'New page' })).toHaveLength(2);
  });
});
