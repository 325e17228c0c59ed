import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioEvent } from '@tessera/core/api/studio-events';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { EventsScreen } from './EventsScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();

  // jsdom has no object URLs: the test lends them and takes them back.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const api = `/api/studio/apps/${demoApp.id}`;
const occurrenceId = '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const live: StudioEvent = {
  id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b200',
  title: 'Live class',
  description: '',
  page_id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b201',
  path: '/live',
  timezone: 'UTC',
  starts_at_local: '2026-12-01T18:00',
  duration_minutes: 45,
  rrule: 'FREQ=WEEKLY',
  capacity: 1,
  location: null,
  has_livestream: false,
  livestream_url: null,
  upcoming: [{ id: occurrenceId, starts_at: '2026-12-01T18:00:00.000Z', status: 'scheduled', booked_count: 1, waitlist_count: 1 }],
};
const booking = (name: string, status: 'booked' | 'waitlisted', position: number | null) => ({
  member_id: name,
  name,
  email: `${name.toLowerCase()}@demo.test`,
  status,
  waitlist_position: position,
  booked_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
});

describe('studio events: an address naming an event', { timeout: 20_000 }, () => {
  it('opens that event’s editor once the list is there (the calendar links here), and closes it like any other', async () => {
    fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}/events`]: () => ({ body: { events: [live] } }),
    });
    renderRoutes([{ path: '/apps/:appId/events', element: <EventsScreen /> }], `/apps/${demoApp.id}/events?edit=${live.id}`);
    const editor = await screen.findByRole('form', { name: 'Edit Live class' });
    expect((within(editor).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Live class');
    fireEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Live class' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New event' })).toBeTruthy();
  });
});

describe('studio events: attendee list', { timeout: 20_000 }, () => {
  it('shows an occurrence’s attendees and downloads them as CSV', async () => {
    const server = fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}/events`]: () => ({ body: { events: [live] } }),
      [`GET ${api}/event_occurrences/${occurrenceId}/bookings`]: () => ({ body: { bookings: [booking('Ana', 'booked', null), booking('Ben', 'waitlisted', 1)] } }),
      [`GET ${api}/event_occurrences/${occurrenceId}/bookings.csv`]: () => ({ body: 'name,email,status,position,booked_at\n' }),
    });
    const createObjectURL = vi.fn(() => 'blob:attendees');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoutes([{ path: '/apps/:appId/events', element: <EventsScreen /> }], `/apps/${demoApp.id}/events`);

    fireEvent.click(await screen.findByRole('button', { name: 'Bookings' }));
    await screen.findByText(/Ana \(ana@demo\.test\)/);
    expect(screen.getByText(/Ben \(ben@demo\.test\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const request = server.to('GET', `${api}/event_occurrences/${occurrenceId}/bookings.csv`)[0];
    expect(request?.headers.get('Accept')).toBe('text/csv');
    expect(createObjectURL).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('attendees.csv');
    click.mockRestore();
  });

  it('says why when the download fails', async () => {
    fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}/events`]: () => ({ body: { events: [live] } }),
      [`GET ${api}/event_occurrences/${occurrenceId}/bookings`]: () => ({ body: { bookings: [booking('Ana', 'booked', null)] } }),
      [`GET ${api}/event_occurrences/${occurrenceId}/bookings.csv`]: () => ({ status: 404, body: { error: { code: 'occurrence_not_found', message: 'Occurrence not found' } } }),
    });
    renderRoutes([{ path: '/apps/:appId/events', element: <EventsScreen /> }], `/apps/${demoApp.id}/events`);
    fireEvent.click(await screen.findByRole('button', { name: 'Bookings' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/./)).toBeTruthy();
  });
});

describe('studio events: cancelling one date', { timeout: 20_000 }, () => {
  it('asks first, cancels the date, says how many bookings went, and shows it cancelled', async () => {
    let cancelled = false;
    const server = fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}/events`]: () => ({
        body: { events: [{ ...live, upcoming: live.upcoming.map((o) => ({ ...o, ...(cancelled ? { status: 'cancelled', booked_count: 0, waitlist_count: 0 } : {}) })) }] },
      }),
      [`POST ${api}/event_occurrences/${occurrenceId}/cancel`]: () => {
        cancelled = true;
        return {
          body: {
            cancelled_bookings: 2,
            occurrence: {
              id: occurrenceId, event_id: live.id, title: live.title, page_id: live.page_id, path: live.path, starts_at: '2026-12-01T18:00:00.000Z', ends_at: '2026-12-01T18:45:00.000Z',
              timezone: 'UTC', status: 'cancelled', phase: 'upcoming', capacity: 1, booked_count: 0, waitlist_count: 0, spots_left: 1, location: null, has_livestream: false,
              livestream_url: null, my_status: null, waitlist_position: null,
            },
          },
        };
      },
    });
    renderRoutes([{ path: '/apps/:appId/events', element: <EventsScreen /> }], `/apps/${demoApp.id}/events`);
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel the date / }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/never|not planned again/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the date' }));
    expect(server.to('POST', `${api}/event_occurrences/${occurrenceId}/cancel`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /^Cancel the date / }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel this date' }));
    expect(await screen.findByText(/was cancelled\. Bookings cancelled: 2\./)).toBeTruthy();
    expect(server.to('POST', `${api}/event_occurrences/${occurrenceId}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Cancel the date / })).toBeNull());
    expect(screen.getByText(/· cancelled/)).toBeTruthy();
  });
});
