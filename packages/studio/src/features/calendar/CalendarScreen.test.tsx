import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioCalendarEntry } from '@tessera/core/api/studio-schedule';
import { monthDays } from '@tessera/core/events/month';
import { calendarMonthNow } from '@tessera/core/events/test-fixtures';
import { addDays } from '@tessera/core/schedule/dates';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { CalendarScreen } from './CalendarScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = `/api/studio/apps/${demoApp.id}/calendar`;
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const { month, day15 } = calendarMonthNow(zone);
const day16 = addDays(day15, 1);
const PAGE = '7d0c4a0e-0000-4000-8000-000000000210';
const STAGE = '7d0c4a0e-0000-4000-8000-000000000220';
const EVENT = '7d0c4a0e-0000-4000-8000-000000000230';
// Noon UTC: the 15th on every clock from UTC−11 to UTC+11.
const noon = (day: string) => `${day}T12:00:00.000Z`;
const common = (id: string, day: string, title: string) => ({ id, date: day, title, starts_at: noon(day), ends_at: null, path: `/${id}` });

const run: StudioCalendarEntry = {
  ...common('run-1', day15, 'Morning run'),
  kind: 'event_occurrence',
  page_id: PAGE,
  event_id: EVENT,
  status: 'scheduled',
  capacity: 8,
  booked_count: 3,
  waitlist_count: 1,
};
const cancelledRun: StudioCalendarEntry = { ...run, id: 'run-2', status: 'cancelled' };
const challenge = (spanDay: number, day: string): StudioCalendarEntry => ({
  ...common(`app:${PAGE}:0:${day}`, day, 'Spring challenge'),
  starts_at: noon(day15),
  kind: 'page_window',
  page_id: PAGE,
  scope_type: 'account_app',
  content_type: 'generic',
  span_day: spanDay,
  span_days: 2,
});
const opens: StudioCalendarEntry = { ...common('unlock', day16, 'Week 3'), kind: 'page_unlock', page_id: STAGE, content_type: 'program' };

const renderAt = () => renderRoutes([{ path: '/apps/:appId/calendar', element: <CalendarScreen /> }], `/apps/${demoApp.id}/calendar`);
const dayLabel = (day: string) => new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe('studio calendar', { timeout: 20_000 }, () => {
  it('shows everything the app schedules by day, each entry saying what it is and linking to where it is edited', async () => {
    const server = fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}`]: (request) => ({
        body: { entries: request.url.searchParams.get('from') === month ? [challenge(1, day15), run, cancelledRun, challenge(2, day16), opens] : [] },
      }),
    });
    renderAt();
    const grid = await screen.findByRole('table', { name: /^Scheduled in / });
    const asked = server.to('GET', api)[0]!.url.searchParams;
    expect([asked.get('from'), asked.get('to'), asked.get('timezone')]).toEqual([month, monthDays(month).at(-1), zone]);

    const fifteenth = within(grid).getByRole('cell', { name: dayLabel(day15) });
    const links = within(fifteenth).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Page \S+.* Spring challenge · day 1 of 2 \(edit the page's settings\)$/),
      expect.stringMatching(/^Event \S+.* Morning run · 3 of 8 booked, 1 waiting \(edit the event\)$/),
      expect.stringMatching(/^Event \S+.* Morning run · cancelled \(edit the event\)$/),
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/apps/${demoApp.id}/pages/${PAGE}?tab=settings`,
      `/apps/${demoApp.id}/events?edit=${EVENT}`,
      `/apps/${demoApp.id}/events?edit=${EVENT}`,
    ]);
    // The second day of the window says which day it is rather than repeating its start time.
    const sixteenth = within(grid).getByRole('cell', { name: dayLabel(day16) });
    expect(within(sixteenth).getAllByRole('link').map((link) => link.textContent)).toEqual([
      "Page Spring challenge · day 2 of 2 (edit the page's settings)",
      expect.stringMatching(/^Opens \S+.* Week 3 \(edit the page's settings\)$/),
    ]);
    expect(within(sixteenth).getAllByRole('link')[1]!.getAttribute('href')).toBe(`/apps/${demoApp.id}/pages/${STAGE}?tab=settings`);

    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    const listed = screen.getByRole('region', { name: dayLabel(day16) });
    expect(within(listed).getByRole('heading', { level: 3, name: dayLabel(day16) })).toBeTruthy();
    expect(within(listed).getAllByRole('link')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText(/^Nothing scheduled in /)).toBeTruthy();
    expect(screen.getByText(/Event dates, the schedules set on pages/)).toBeTruthy();
    expect(server.to('GET', api)).toHaveLength(2);
    expect(server.to('GET', api)[1]!.url.searchParams.get('from')).not.toBe(month);
  });

  it('says it is loading, then why the calendar could not load, and tries again on request', async () => {
    let fails = true;
    const server = fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}`]: () => (fails ? { status: 404, body: { error: { code: 'app_not_found', message: 'App not found' } } } : { body: { entries: [run] } }),
    });
    renderAt();
    expect(await screen.findByText('Loading the calendar…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the calendar')).toBeTruthy();
    fails = false;
    fireEvent.click(within(alert).getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('link', { name: /Morning run/ })).toBeTruthy();
    expect(server.to('GET', api)).toHaveLength(2);
  });

  it('says it all in the studio’s language', async () => {
    fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}`]: () => ({ body: { entries: [opens] } }),
    });
    renderRoutes([{ path: '/apps/:appId/calendar', element: <CalendarScreen /> }], `/apps/${demoApp.id}/calendar`, { locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalender' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Week 3/ })).textContent).toMatch(/^Öffnet .*Week 3 \(Einstellungen der Seite bearbeiten\)$/);
  });
});
