import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoApp, member, membersPage, owner } from '../../../test/fixtures';
import { fakeServer, unauthorizedReply, type FakeRequest } from '../../../test/fake-server';
import { renderStudio } from '../../../test/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const membersPath = `/api/studio/apps/${demoApp.id}/members`;
const screenPath = `/apps/${demoApp.id}/members`;

/** A signed-in owner with the demo app; `members` answers the members call. */
function signedIn(members: (request: FakeRequest) => { status?: number; body?: unknown }) {
  return fakeServer({
    'GET /api/studio/auth/me': () => ({ body: { owner } }),
    'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
    [`GET ${membersPath}`]: members,
  });
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('members screen', () => {
  it('shows a captioned table of members with roles, sign-in method, language and joining date', async () => {
    signedIn(() => ({
      body: membersPage([
        member(1, { name: 'Ada Admin', is_admin: true, is_account_admin: true, language: 'de', auth_provider: 'google' }),
        member(2, { name: 'Peak', is_app_messaging_profile: true }),
      ]),
    }));
    renderStudio(screenPath);
    const table = await screen.findByRole('table', { name: 'Members of Demo App' });
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Member', 'Email', 'Roles', 'Sign-in method', 'Language', 'Joined']);

    const [, ada, max] = within(table).getAllByRole('row');
    expect(within(ada!).getByRole('rowheader').textContent).toBe('Ada Admin');
    expect(within(ada!).getAllByRole('listitem').map((badge) => badge.textContent)).toEqual(['Admin', 'Account admin']);
    const adaCells = within(ada!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(adaCells).toEqual(['person1@demo.test', 'AdminAccount admin', 'Google', 'German', 'Mar 14, 2025']);
    // The app's messaging profile speaks for the app: its internal address is not shown, and it cannot sign in.
    expect(within(max!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '—No email',
      'Messaging profile',
      'Cannot sign in',
      'App default',
      'Mar 14, 2025',
    ]);
    // The phone layout shows each value with its column name.
    expect(within(ada!).getAllByRole('cell')[0]?.getAttribute('data-label')).toBe('Email');
    expect(screen.getByRole('status').textContent).toBe('2 members');
    // Everything fits on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('formats dates and language names in the studio language', async () => {
    signedIn(() => ({ body: membersPage([member(1, { language: 'en' })]) }));
    renderStudio(screenPath, { locale: 'de' });
    const table = await screen.findByRole('table', { name: 'Mitglieder von Demo App' });
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(3)).toEqual(['Englisch', '14.03.2025']);
  });

  it('pages through the members with "page X of Y"', async () => {
    const server = signedIn((request) => {
      const page = Number(request.url.searchParams.get('page'));
      const first = (page - 1) * 25 + 1;
      const items = Array.from({ length: page === 3 ? 10 : 25 }, (_, index) => member(first + index));
      return { body: membersPage(items, { page, total_count: 60 }) };
    });
    renderStudio(screenPath);
    await screen.findByRole('table');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy();
    const previous = within(pager).getByRole('button', { name: 'Previous' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Person 26'));
    expect(within(pager).getByText('Page 2 of 3')).toBeTruthy();
    expect(server.to('GET', membersPath).at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(server.to('GET', membersPath).at(-1)?.url.searchParams.get('per_page')).toBe('25');

    const next = within(pager).getByRole('button', { name: 'Next' });
    fireEvent.click(next);
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(within(pager).getByText('Page 3 of 3')).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(server.to('GET', membersPath)).toHaveLength(3);
  });

  it('searches once typing pauses, by name or email, and says when nothing matches', async () => {
    const people = [member(1, { name: 'Ada Lovelace' }), member(2, { name: 'Grace Hopper' }), member(3, { name: 'Alan Turing' })];
    const server = signedIn((request) => {
      const term = request.url.searchParams.get('term')?.toLowerCase() ?? '';
      const items = people.filter((person) => `${person.name} ${person.email}`.toLowerCase().includes(term));
      return { body: membersPage(items) };
    });
    renderStudio(screenPath);
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search members' });
    for (const value of ['g', 'gr', 'gra']) fireEvent.change(search, { target: { value } });
    await waitFor(() => expect(rowNames()).toEqual(['Grace Hopper']));
    // Three keystrokes, one request: the first load plus a single search.
    const searches = server.to('GET', membersPath).map((request) => request.url.searchParams.get('term'));
    expect(searches).toEqual([null, 'gra']);
    expect(screen.getByRole('status').textContent).toBe('1 member matches “gra”');

    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('No members match “zzz”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect((screen.getByRole('searchbox', { name: 'Search members' }) as HTMLInputElement).value).toBe('');
  });

  it('shows an error with a retry when the members cannot be loaded', async () => {
    let isFailing = true;
    signedIn(() =>
      isFailing
        ? { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong' } } }
        : { body: membersPage([member(1)]) },
    );
    renderStudio(screenPath);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Could not load the members.');
    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('shows an empty state for an app without members', async () => {
    signedIn(() => ({ body: membersPage([]) }));
    renderStudio(screenPath);
    expect(await screen.findByText('No members yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loading skeleton until the first page arrives', async () => {
    let answer: () => void = () => {};
    signedIn(() => new Promise((resolve) => (answer = () => resolve({ body: membersPage([member(1)]) }))) as never);
    renderStudio(screenPath);
    expect(await screen.findByText('Loading members…')).toBeTruthy();
    answer();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText('Loading members…')).toBeNull();
  });
});

describe('an ended session', () => {
  it('sends the owner back to sign-in on a 401, and back to the same screen after signing in', async () => {
    let isSessionValid = true;
    fakeServer({
      'GET /api/studio/auth/me': () => ({ body: { owner } }),
      'GET /api/studio/apps': () => (isSessionValid ? { body: { apps: [demoApp] } } : unauthorizedReply),
      [`GET ${membersPath}`]: () => (isSessionValid ? { body: membersPage([member(1)]) } : unauthorizedReply),
      'POST /api/studio/auth/login': () => {
        isSessionValid = true;
        return { body: { owner } };
      },
    });
    isSessionValid = false;
    const { router } = renderStudio(`${screenPath}?q=per`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to build your app' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`${screenPath}?q=per`);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('table', { name: 'Members of Demo App' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(screenPath);
    expect(router.state.location.search).toBe('?q=per');
  });

  it('sends the owner to sign-in after signing out, without a way back to the screen they left', async () => {
    const server = fakeServer({
      'GET /api/studio/auth/me': () => ({ body: { owner } }),
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${membersPath}`]: () => ({ body: membersPage([member(1)]) }),
      'POST /api/studio/auth/logout': () => ({ body: { ok: true } }),
    });
    const { router } = renderStudio(screenPath);
    await screen.findByRole('table');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to build your app' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(server.to('POST', '/api/studio/auth/logout')[0]?.headers.get('X-Tessera-Studio')).toBe('1');
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('stays signed in, and says so, when signing out fails', async () => {
    fakeServer({
      'GET /api/studio/auth/me': () => ({ body: { owner } }),
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      'POST /api/studio/auth/logout': () => ({ status: 503, body: { error: { code: 'unavailable', message: 'Down' } } }),
    });
    renderStudio('/');
    await screen.findByRole('link', { name: 'Demo App' });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('alert')).textContent).toContain('You are still signed in.');
    expect(screen.getByRole('heading', { level: 1, name: 'Your apps' })).toBeTruthy();
  });

  it('opens a member’s properties and submissions from their name, and gives the focus back', async () => {
    fakeServer({
      'GET /api/studio/auth/me': () => ({ body: { owner } }),
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${membersPath}`]: () => ({ body: membersPage([member(1, { name: 'Ada Admin' })]) }),
      [`GET /api/studio/apps/${demoApp.id}/members/member-1/forms`]: () => ({
        body: {
          properties: [{ slug: 'weight', value: '81.5' }],
          submissions: [
            {
              submission_id: 'sub-1',
              subscriber_uuid: 'subscriber-1',
              subscriber_name: null,
              form_id: 'form-1',
              form_title: 'Weekly Check-in',
              page_id: null,
              capture_status: 'saved',
              submitted_at: '2026-03-02T08:00:00.000Z',
              updated_at: null,
              quiz: null,
              member: { id: 'member-1', name: 'Ada Admin', email: 'person1@demo.test' },
              history: [],
              submitted_values: [
                { form_field_id: 'f_weight', value: '81.5', image: null, field_type: 'number', value_type: 'number', label: 'Weight', is_correct: null, correct_answer: null },
              ],
            },
          ],
        },
      }),
      [`GET /api/studio/apps/${demoApp.id}/members/member-1/workout_sessions`]: () => ({
        body: {
          sessions: [
            {
              id: 'session-1',
              workout_id: 'workout-1',
              workout_title: 'Leg day',
              page_id: null,
              session_mode: 'grouped',
              started_at: '2026-03-03T08:00:00.000Z',
              completed_at: '2026-03-03T08:42:00.000Z',
              activities: [
                { id: 'a1', workout_group_id: 'g1', workout_group_item_id: 'i1', activity_type: 'set', data: { reps: 5 }, recorded_at: '2026-03-03T08:05:00.000Z' },
                { id: 'a2', workout_group_id: 'g1', workout_group_item_id: 'i1', activity_type: 'set', data: { reps: 5 }, recorded_at: '2026-03-03T08:09:00.000Z' },
                { id: 'a3', workout_group_id: 'g1', workout_group_item_id: 'i2', activity_type: 'swap', data: {}, recorded_at: '2026-03-03T08:10:00.000Z' },
              ],
            },
          ],
        },
      }),
    });
    renderStudio(screenPath);
    const open = await screen.findByRole('button', { name: 'Properties and submissions of Ada Admin' });
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Ada Admin: properties and submissions' }, { timeout: 5000 });
    expect(await within(dialog).findByText('weight')).toBeTruthy();
    expect(within(dialog).getAllByText('81.5').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/^Weekly Check-in, sent/)).toBeTruthy();
    // The member's workout sessions: workout, date, duration and sets logged (swaps are not sets).
    const sessions = await within(dialog).findByRole('table', { name: 'Workout sessions, newest first' }, { timeout: 5000 });
    expect(within(sessions).getAllByRole('row')[1]!.textContent).toMatch(/^Leg day.*42 min2$/);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });
});
