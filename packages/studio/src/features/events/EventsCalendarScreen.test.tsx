import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventOccurrence } from '@tessera/core/entities/event';
import { monthDays } from '@tessera/core/events/month';
import { calendarMonthNow, makeOccurrence } from '@tessera/core/events/test-fixtures';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { EventsCalendarScreen } from './EventsCalendarScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = `/api/studio/apps/${demoApp.id}/event_occurrences/per_period`;
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const { month, day15 } = calendarMonthNow(zone);
const occ = (n: number, extra: Partial<EventOccurrence> = {}) => makeOccurrence(n, day15, extra);
const renderAt = () =>
  renderRoutes([{ path: '/apps/:appId/events/calendar', element: <EventsCalendarScreen /> }], `/apps/${demoApp.id}/events/calendar`);
const label = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day15}T00:00:00Z`));

describe('studio events calendar', { timeout: 20_000 }, () => {
  it('shows the month’s occurrences in a labelled grid and as a list, and pages by month', async () => {
    const server = fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}`]: (request) => ({
        body: { occurrences: request.url.searchParams.get('start') === month ? [occ(1), occ(2, { status: 'cancelled' })] : [] },
      }),
    });
    renderAt();
    const grid = await screen.findByRole('table');
    const asked = server.to('GET', api)[0]!.url.searchParams;
    expect([asked.get('start'), asked.get('end'), asked.get('timezone')]).toEqual([month, monthDays(month).at(-1), zone]);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    const cell = within(grid).getByRole('cell', { name: label });
    expect(within(cell).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Class 1 · 3 booked/),
      expect.stringMatching(/Class 2 · Cancelled/i),
    ]);
    expect(screen.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('region', { name: label })).getByRole('heading', { level: 3, name: label })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText(/^Nothing scheduled in /)).toBeTruthy();
    expect(server.to('GET', api)).toHaveLength(2);
  });

  it('says why when the dates cannot load', async () => {
    fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}`]: () => ({ status: 404, body: { error: { code: 'app_not_found', message: 'App not found' } } }),
    });
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the events')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
