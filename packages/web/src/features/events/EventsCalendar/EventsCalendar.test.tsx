import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventOccurrence } from '@tessera/core/entities/event';
import { calendarMonthNow, makeOccurrence } from '@tessera/core/events/test-fixtures';
import { completeSignIn } from '../../auth/session';
import { makeSignInResponse } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, resetAuth } from '../../../test/render';
import { monthWeeks } from '@tessera/core/events/month';

const ZONE = 'Europe/Oslo';
const { month, day15 } = calendarMonthNow(ZONE);
const lastDay = monthWeeks(month).flat().filter(Boolean).at(-1)!;
const occ = (n: number, extra: Partial<EventOccurrence> = {}) => makeOccurrence(n, day15, extra);

describe('events calendar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('asks for the month in the member’s zone, shows a labelled month grid and a list, each date linking to its event', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const { calls } = mockApi({
      'GET /api/event_occurrences/per_period': ({ url }) => ({
        body: { occurrences: url.searchParams.get('start') === month ? [occ(1), occ(2, { my_status: 'booked' }), occ(3, { status: 'cancelled' })] : [] },
      }),
    });
    renderApp({ path: '/me/events' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Events calendar' }, { timeout: 5000 })).toBeTruthy();
    const grid = await screen.findByRole('table', {}, { timeout: 5000 });
    const call = calls.find((c) => c.path === '/api/event_occurrences/per_period')!;
    const query = new URLSearchParams(call.search);
    expect([query.get('start'), query.get('end'), query.get('timezone')]).toEqual([month, lastDay, ZONE]);
    // Today, in the member's zone, is the one marked cell.
    const current = grid.querySelectorAll('td[aria-current="date"]');
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute('aria-label')).toBe(new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', timeZone: ZONE }).format(new Date()));
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    const label = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day15}T00:00:00Z`));
    const cell = within(grid).getByRole('cell', { name: new RegExp(label) });
    const links = within(cell).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/class-1', '/class-2']);
    expect(links[1]!.textContent).toContain('You are booked');
    // The cancelled date is left out.
    expect(screen.queryByText(/Class 3/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    const daySection = screen.getByRole('region', { name: label });
    expect(within(daySection).getByRole('heading', { level: 3, name: label })).toBeTruthy();
    expect(within(daySection).getAllByRole('link')).toHaveLength(2);

    // The next month is another request, and an empty month says so.
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText(/^No events in /)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/event_occurrences/per_period')).toHaveLength(2);
  });

  it('offers a retry when the dates cannot load', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    let fail = true;
    mockApi({
      'GET /api/event_occurrences/per_period': () => (fail ? { status: 500, body: errorBody('internal_error', 'Something went wrong') } : { body: { occurrences: [occ(1)] } }),
    });
    renderApp({ path: '/me/events' });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: /Class 1/ })).toBeTruthy();
  });
});
