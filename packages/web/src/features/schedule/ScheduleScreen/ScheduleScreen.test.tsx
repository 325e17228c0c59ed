import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleEntry } from '@tessera/core/api/schedule';
import { addDays, weekOf } from '@tessera/core/schedule/dates';
import { completeSignIn } from '../../auth/session';
import { makePage, makeSignInResponse } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, resetAuth } from '../../../test/render';
import { daysAndPastRuns, deviceToday } from '.';

const PROGRAM = '7d0c4a0e-0000-4000-8000-000000000020';
const today = deviceToday();
const week = weekOf(today);
const entry = (n: number, date: string, extra: Partial<ScheduleEntry> = {}): ScheduleEntry => ({
  id: `7d0c4a0e-0000-4000-8000-00000000010${n}`,
  item_id: `7d0c4a0e-0000-4000-8000-00000000020${n}`,
  item_type: 'page',
  date,
  scope_type: 'subscriber',
  context_id: PROGRAM,
  context_type: 'program',
  item: { data: { title: `Day ${n}`, path: `/strength/day-${n}`, page_content_type: 'workout', context_title: 'Strength' } },
  schedule: { starts_at: `${date}T00:00:00.000Z`, ends_at: null, scope_type: 'subscriber', is_multiday: false },
  ...extra,
});
const filters = { filters: [{ value: `program:${PROGRAM}`, kind: 'program', label: 'Strength', count: 2 }, { value: 'type:workout', kind: 'content_type', label: 'workout', count: 2 }] };

describe('My schedule', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it("shows this week's days with what is planned on each, today marked", async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    // A second day in the same week, never today: on the week's last day, the day before.
    const second = today === week[6] ? addDays(today, -1) : addDays(today, 1);
    const { calls } = mockApi({
      'GET /api/schedule': { body: { items: [entry(1, today), entry(2, second)], next_page: null } },
      'GET /api/schedule/filters': { body: filters },
    });
    renderApp({ path: '/me/schedule' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' }, { timeout: 5000 })).toBeTruthy();
    await screen.findAllByTestId('schedule-entry');
    // Today, the days after it and any planned day have a card; past days with nothing are folded.
    const cards = [...document.querySelectorAll<HTMLElement>('[data-day]')].map((card) => card.dataset.day);
    expect(cards).toEqual(week.filter((day) => day >= today || day === second));
    const folded = [...document.querySelectorAll<HTMLElement>('[data-past-run]')].flatMap((run) => run.dataset.pastRun!.split('/'));
    for (const day of week.filter((day) => !cards.includes(day))) expect(day >= folded[0]! && day <= folded[folded.length - 1]!).toBe(true);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(cards.length + document.querySelectorAll('[data-past-run]').length);
    const todayItem = document.querySelector(`[data-day="${today}"]`) as HTMLElement;
    expect(todayItem.getAttribute('aria-current')).toBe('date');
    expect(within(todayItem).getByRole('link', { name: 'Day 1' }).getAttribute('href')).toBe('/strength/day-1');
    expect(within(todayItem).getByText('Workout · Day of Strength')).toBeTruthy();
    const listCall = calls.find((c) => c.path === '/api/schedule')!;
    expect(new URLSearchParams(listCall.search).get('from')).toBe(week[0]);
    expect(new URLSearchParams(listCall.search).get('to')).toBe(week[6]);
    // The filter offers the program and the kinds of page.
    const select = screen.getByLabelText('Show');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Everything', 'Strength', 'Workout']);
  });

  it('says when more is planned the week after, and goes there', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const nextMonday = addDays(week[0]!, 7);
    mockApi({
      'GET /api/schedule': ({ url }) => ({ body: { items: url.searchParams.get('from') === nextMonday ? [entry(1, nextMonday)] : [], next_page: null } }),
      'GET /api/schedule/filters': { body: filters },
    });
    renderApp({ path: '/me/schedule' });
    fireEvent.click(await screen.findByRole('button', { name: 'See next week' }, { timeout: 5000 }));
    expect(await screen.findByRole('link', { name: 'Day 1' })).toBeTruthy();
    expect(document.querySelector(`[data-day="${nextMonday}"]`)).toBeTruthy();
    // Two weeks ahead holds nothing: no line.
    expect(screen.queryByText('More is planned next week.')).toBeNull();
  });

  it('moves a program day with the following days, and says so', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const moved = entry(1, addDays(today, 2));
    const { calls } = mockApi({
      'GET /api/schedule': { body: { items: [entry(1, today)], next_page: null } },
      'GET /api/schedule/filters': { body: filters },
      [`PUT /api/schedule/${moved.id}`]: { body: { rescheduled_item: moved, rescheduled_siblings: [entry(2, addDays(today, 3)), entry(3, addDays(today, 4))] } },
    });
    renderApp({ path: '/me/schedule' });
    fireEvent.click(await screen.findByRole('button', { name: 'Move “Day 1” to another day' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Day 1”' });
    const shift = within(dialog).getByRole('switch', { name: 'Move the following days too' }) as HTMLInputElement;
    expect(shift.checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: addDays(today, 2) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ date: addDays(today, 2), shift_subsequent: true });
    expect(await screen.findByText(/with the 2 following days/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in the dialog ('Cannot schedule in the past')", async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const first = entry(1, today, { context_id: null, context_type: null });
    mockApi({
      'GET /api/schedule': { body: { items: [first], next_page: null } },
      'GET /api/schedule/filters': { body: { filters: [] } },
      [`POST /api/schedule/${first.id}/duplicate`]: { status: 400, body: errorBody('schedule_in_past', 'Cannot schedule in the past') },
    });
    renderApp({ path: '/me/schedule' });
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate “Day 1” on another day' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate “Day 1”' });
    // A day of no program has no "following days".
    expect(within(dialog).queryByRole('switch')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText('Cannot schedule in the past')).toBeTruthy();
  });

  it('removes an item and announces it', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const first = entry(1, today);
    const { calls } = mockApi({
      'GET /api/schedule': { body: { items: [first], next_page: null } },
      'GET /api/schedule/filters': { body: filters },
      [`DELETE /api/schedule/${first.id}`]: { body: { deleted_id: first.id } },
    });
    renderApp({ path: '/me/schedule' });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove “Day 1” from the schedule' }, { timeout: 5000 }));
    expect(await screen.findByText('Removed “Day 1”')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('says when the week is empty, and offers a retry when loading fails', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    let fail = true;
    mockApi({
      'GET /api/schedule': () => (fail ? { status: 500, body: errorBody('internal_error', 'Something went wrong') } : { body: { items: [], next_page: null } }),
      'GET /api/schedule/filters': { body: { filters: [] } },
    });
    renderApp({ path: '/me/schedule' });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText(/Nothing is planned this week/)).toBeTruthy();
  });
});

describe('Add to schedule on a page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('plans the page on a chosen day from the toolbar', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const page = makePage({ page_id: '7d0c4a0e-0000-4000-8000-000000000300', page_title: 'Leg day', page_content_type: 'workout', page_data: { path: '/legs' }, show_add_to_schedule_button: true });
    const { calls } = mockApi({
      'POST /api/schedule': ({ body }) => ({ body: { scheduled_item: entry(1, (body as { date: string }).date, { context_id: null, context_type: null }) } }),
    });
    renderApp({ path: '/legs', pages: { '/legs': { status: 'found', page } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to schedule' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add “Leg day” to your schedule' }, { timeout: 5000 });
    fireEvent.change(within(dialog).getByLabelText('Day'), { target: { value: addDays(today, 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/Added to/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ item_id: page.page_id, item_type: 'page', date: addDays(today, 1) });
    expect(screen.getByRole('link', { name: 'Open my schedule' }).getAttribute('href')).toBe('/me/schedule');
  });
});

describe('My schedule, drag and drop', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('moves an item dropped on another day; a program day asks about the following days first', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const own = entry(1, week[0]!, { context_id: null, context_type: null, item: { data: { title: 'Leg day', path: '/legs', page_content_type: 'workout', context_title: null } } });
    const programDay = entry(2, week[0]!);
    const target = week[6]! >= today ? week[6]! : today;
    const { calls } = mockApi({
      'GET /api/schedule': { body: { items: [own, programDay], next_page: null } },
      'GET /api/schedule/filters': { body: { filters: [] } },
      [`PUT /api/schedule/${own.id}`]: { body: { rescheduled_item: { ...own, date: target }, rescheduled_siblings: [] } },
    });
    renderApp({ path: '/me/schedule' });
    const rows = await screen.findAllByTestId('schedule-entry', undefined, { timeout: 5000 });
    const day = document.querySelector(`[data-day="${target}"]`) as HTMLElement;
    const drag = (row: HTMLElement) => {
      const data = new Map<string, string>();
      const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', get types() { return [...data.keys()]; }, effectAllowed: 'all' };
      fireEvent.dragStart(row, { dataTransfer });
      fireEvent.dragOver(day, { dataTransfer });
      fireEvent.drop(day, { dataTransfer });
    };
    drag(rows.find((row) => row.textContent?.includes('Leg day'))!);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ date: target, shift_subsequent: false }));
    drag(rows.find((row) => row.textContent?.includes('Day 2'))!);
    const dialog = await screen.findByRole('dialog', { name: 'Move “Day 2”' });
    expect((within(dialog).getByLabelText('Day') as HTMLInputElement).value).toBe(target);
  });
});

describe("My schedule, what the app scheduled", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  const LIVE = '7d0c4a0e-0000-4000-8000-000000000400';
  const CHALLENGE = '7d0c4a0e-0000-4000-8000-000000000401';
  /** An app item as `GET /schedule` sends it: one per day of its span. */
  const appEntry = (pageId: string, title: string, date: string, span: { day: number; days: number }, scope: 'page' | 'account_app'): ScheduleEntry => ({
    id: `app:${pageId}:0:${date}`,
    item_id: pageId,
    item_type: 'page',
    date,
    scope_type: scope,
    context_id: pageId,
    context_type: scope,
    item: { data: { page_id: pageId, title, path: `/${title.toLowerCase().replace(/ /g, '-')}`, page_content_type: 'stream', context_title: null, span_day: span.day, span_days: span.days } },
    schedule: { starts_at: `${date}T10:00:00.000Z`, ends_at: null, scope_type: scope, is_multiday: span.days > 1 },
  });

  it("shows the app's items read-only, marked as the app's, and a multi-day one on each of its days", async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const [first, second, third] = [week[1]!, week[2]!, week[3]!];
    const own = entry(1, second, { context_id: null, context_type: null });
    const { calls } = mockApi({
      'GET /api/schedule': {
        body: {
          items: [
            appEntry(LIVE, 'Live class', first, { day: 1, days: 1 }, 'page'),
            appEntry(CHALLENGE, 'Spring challenge', first, { day: 1, days: 3 }, 'account_app'),
            appEntry(CHALLENGE, 'Spring challenge', second, { day: 2, days: 3 }, 'account_app'),
            own,
            appEntry(CHALLENGE, 'Spring challenge', third, { day: 3, days: 3 }, 'account_app'),
          ],
          next_page: null,
        },
      },
      'GET /api/schedule/filters': { body: { filters: [] } },
    });
    renderApp({ path: '/me/schedule' });
    await screen.findAllByTestId('schedule-entry', undefined, { timeout: 5000 });
    const dayOf = (day: string) => document.querySelector(`[data-day="${day}"]`) as HTMLElement;
    const rowOf = (day: string, title: string) => within(dayOf(day)).getByRole('link', { name: title }).closest('li') as HTMLElement;

    // The challenge is on each of its three days, each saying which.
    expect(within(rowOf(first, 'Spring challenge')).getByText('Stream · Day 1 of 3')).toBeTruthy();
    expect(within(rowOf(second, 'Spring challenge')).getByText('Stream · Day 2 of 3')).toBeTruthy();
    expect(within(rowOf(third, 'Spring challenge')).getByText('Stream · Day 3 of 3')).toBeTruthy();
    // A one-day item says no "day n of m".
    expect(within(rowOf(first, 'Live class')).getByText('Stream')).toBeTruthy();

    for (const row of [rowOf(first, 'Live class'), rowOf(second, 'Spring challenge')]) {
      expect(within(row).queryByRole('button')).toBeNull();
      expect(row.getAttribute('draggable')).toBe('false');
      expect(within(row).getByText('From Demo Fitness')).toBeTruthy();
      expect(within(row).getByText('Scheduled by Demo Fitness: it cannot be moved or removed')).toBeTruthy();
    }
    // The member's own item on the same day keeps its actions.
    expect(within(rowOf(second, 'Day 1')).getAllByRole('button')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^(Move|Duplicate|Remove) / })).toHaveLength(3);

    // A drop of an app item (should one be forced) changes nothing.
    const data = new Map<string, string>([['application/x-tessera-schedule-item', `app:${LIVE}:0:${first}`]]);
    const dataTransfer = { setData: () => undefined, getData: (k: string) => data.get(k) ?? '', get types() { return [...data.keys()]; }, effectAllowed: 'all' };
    fireEvent.dragOver(dayOf(third), { dataTransfer });
    fireEvent.drop(dayOf(third), { dataTransfer });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });
});

describe('daysAndPastRuns', () => {
  const week = ['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28'];
  it('folds each run of empty past days into one slot and keeps today, the future and planned past days', () => {
    const byDay = new Map<string, unknown[]>(week.map((day) => [day, day === '2027-03-24' ? [{}] : []]));
    expect(daysAndPastRuns(week, '2027-03-27', byDay)).toEqual([['2027-03-22', '2027-03-23'], '2027-03-24', ['2027-03-25', '2027-03-26'], '2027-03-27', '2027-03-28']);
    expect(daysAndPastRuns(week, '2027-03-22', byDay)).toEqual(week);
    expect(daysAndPastRuns(week, '2027-04-01', new Map())).toEqual([week]);
  });
});
