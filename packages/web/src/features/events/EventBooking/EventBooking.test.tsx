import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventOccurrence, EventView } from '@tessera/core/entities/event';
import { FIXTURE_EVENT_ID, FIXTURE_PAGE_ID, makeOccurrence } from '@tessera/core/events/test-fixtures';
import { completeSignIn } from '../../auth/session';
import { makePage, makeSignInResponse } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, resetAuth } from '../../../test/render';

const PAGE = FIXTURE_PAGE_ID;
const EVENT = FIXTURE_EVENT_ID;
/** Daily Live HIIT at 07:00 London from 1 January 2030, two places: date `n` is the `n`th of January. */
const occ = (n: number, extra: Partial<EventOccurrence> = {}) =>
  makeOccurrence(n, `2030-01-0${n}`, {
    title: 'Live HIIT',
    path: '/hiit',
    starts_at: `2030-01-0${n}T07:00:00.000Z`,
    ends_at: `2030-01-0${n}T07:30:00.000Z`,
    timezone: 'Europe/London',
    capacity: 2,
    booked_count: 0,
    spots_left: 2,
    has_livestream: true,
    ...extra,
  });
const event: EventView = {
  id: EVENT,
  title: 'Live HIIT',
  description: '',
  page_id: PAGE,
  path: '/hiit',
  timezone: 'Europe/London',
  starts_at_local: '2030-01-01T07:00',
  duration_minutes: 30,
  rrule: 'FREQ=DAILY',
  capacity: 2,
  location: null,
  has_livestream: true,
};

function renderEventPage() {
  const page = makePage({ page_id: PAGE, page_content_type: 'event_occurrence', page_title: 'Live HIIT', page_data: { path: '/hiit' } });
  renderApp({ path: '/hiit', pages: { '/hiit': { status: 'found', page } } });
}
const dates = async () => screen.findByRole('region', { name: 'Upcoming dates' }, { timeout: 5000 });

describe('an event occurrence page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('lists dates with spots, books one, joins the waitlist of a full one, and says so', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const full = occ(2, { booked_count: 2, spots_left: 0, waitlist_count: 1 });
    const { calls } = mockApi({
      'GET /api/events': { body: { events: [event] } },
      'GET /api/event_occurrences/per_period': { body: { occurrences: [occ(1), full] } },
      'GET /api/event_occurrences/calendar_feed': { body: { url: null } },
      [`POST /api/event_occurrences/${occ(1).id}/subscribe`]: {
        body: { event_subscription: { occurrence_id: occ(1).id, event_id: EVENT, status: 'booked', waitlist_position: null, updated_at: '2030-01-01T00:00:00Z', occurrence: occ(1, { booked_count: 1, spots_left: 1, my_status: 'booked' }) } },
      },
      [`POST /api/event_occurrences/${full.id}/subscribe`]: {
        body: { event_subscription: { occurrence_id: full.id, event_id: EVENT, status: 'waitlisted', waitlist_position: 2, updated_at: '2030-01-01T00:00:00Z', occurrence: { ...full, waitlist_count: 2, my_status: 'waitlisted', waitlist_position: 2 } } },
      },
    });
    renderEventPage();
    const region = await dates();
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Spots left: 2')).toBeTruthy();
    expect(within(items[1]!).getByText('Full · 1 waiting')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: /^Add to calendar/ }).getAttribute('href')).toBe(`/api/event_occurrences/${occ(1).id}/ics`);

    fireEvent.click(within(items[0]!).getByRole('button', { name: /^Book/ }));
    expect(await within(items[0]!).findByText('Spots left: 1')).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: /^Cancel booking/ })).toBeTruthy();
    expect(within(region).getByRole('status').textContent).toBe('You are booked');

    fireEvent.click(within(items[1]!).getByRole('button', { name: /^Join the waitlist/ }));
    expect(await within(items[1]!).findByText('You are on the waitlist, number 2')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ subscribe: true });
    expect(calls.find((c) => c.path === '/api/event_occurrences/per_period')!.search).toContain(`event_id=${EVENT}`);
  });

  it('shows the reason when a booking is refused, and the livestream link only when the server gives it', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const live = occ(1, { phase: 'live', my_status: 'booked', livestream_url: 'https://stream.example.test/hiit' });
    mockApi({
      'GET /api/events': { body: { events: [event] } },
      'GET /api/event_occurrences/per_period': { body: { occurrences: [live, occ(2)] } },
      'GET /api/event_occurrences/calendar_feed': { body: { url: null } },
      [`POST /api/event_occurrences/${occ(2).id}/subscribe`]: { status: 409, body: errorBody('occurrence_cancelled', 'This occurrence was cancelled') },
    });
    renderEventPage();
    const items = await within(await dates()).findAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Join the livestream' }).getAttribute('href')).toBe('https://stream.example.test/hiit');
    expect(within(items[0]!).getByText('Live now')).toBeTruthy();
    expect(within(items[1]!).queryByRole('link', { name: 'Join the livestream' })).toBeNull();
    fireEvent.click(within(items[1]!).getByRole('button', { name: /^Book/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('cancelled');
  });
});
