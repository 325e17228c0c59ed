import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsPoint } from '@tessera/core/api/studio-insights';
import { AreaWords } from '../../app/AreaWords';
import { demoApp } from '../../test/fixtures';
import { fakeServer } from '../../test/fake-server';
import { renderRoutes } from '../../test/render';
import { analyticsCsv } from './analytics-csv';
import { AnalyticsScreen } from './AnalyticsScreen';

// The canvas chart is uPlot's: here it is its accessible name only (the table carries the figures).
vi.mock('../../ui/PeriodFigures/PeriodChart', () => ({
  PeriodChart: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

const api = `/api/studio/apps/${demoApp.id}/analytics`;
const point = (period: string, overrides: Partial<AnalyticsPoint> = {}): AnalyticsPoint => ({
  period,
  active_members: 0,
  sessions: 0,
  time_in_app_ms: 0,
  page_views: 0,
  completions: 0,
  sign_ups: 0,
  installs: 0,
  revenue: 0,
  ...overrides,
});

function answer(from: string, to: string, points: AnalyticsPoint[]) {
  return {
    from,
    to,
    granularity: 'day',
    currency: 'EUR',
    points,
    totals: {
      active_members: 3,
      sessions: 7,
      time_in_app_ms: 5_400_000,
      page_views: 12,
      completions: 2,
      sign_ups: 1,
      installs: 1,
      revenue: 4_500,
    },
    top_pages: [
      { page_id: 'p1', title: 'Morning flow', path: '/morning', views: 9, completions: 2 },
    ],
    generated_at: new Date().toISOString(),
  };
}

function renderAnalytics() {
  return renderRoutes(
    [
      {
        path: '/apps/:appId/analytics',
        element: (
          <AreaWords area="insights">
            <AnalyticsScreen />
          </AreaWords>
        ),
      },
    ],
    `/apps/${demoApp.id}/analytics`,
  );
}

describe('AnalyticsScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-10T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for the last 30 days, shows the totals, the chart’s summary, the table and top pages', async () => {
    const server = fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}`]: (request) => ({
        body: answer(request.url.searchParams.get('from')!, request.url.searchParams.get('to')!, [
          point('2030-03-09', { sessions: 4 }),
          point('2030-03-10', { sessions: 3, active_members: 2 }),
        ]),
      }),
    });
    renderAnalytics();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    await waitFor(() => expect(server.to('GET', api)).toHaveLength(1));
    const query = server.to('GET', api)[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      from: '2030-02-09',
      to: '2030-03-10',
      granularity: 'day',
    });
    const sessions = (await screen.findByText('Sessions', { selector: 'dt' })).closest('div')!;
    expect(within(sessions).getByText('7')).toBeTruthy();
    expect(screen.getByText('Revenue', { selector: 'dt' }).nextSibling?.textContent).toBe('€45.00');
    expect(
      screen.getByRole('img', { name: /Active members per period: 3 over 2 periods/ }),
    ).toBeTruthy();
    expect(screen.getByText(/Live: updated at/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Every measure per period, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: /Morning flow/ })).toBeTruthy();
  });

  it('changes range and grouping, and refuses a custom range that ends before it starts', async () => {
    const server = fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}`]: (request) => ({
        body: answer(request.url.searchParams.get('from')!, request.url.searchParams.get('to')!, [
          point('2030-03-10'),
        ]),
      }),
    });
    renderAnalytics();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Range' }), {
      target: { value: '7' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Group by' }), {
      target: { value: 'week' },
    });
    await waitFor(() =>
      expect(server.to('GET', api).at(-1)!.url.searchParams.toString()).toBe(
        'from=2030-03-04&to=2030-03-10&granularity=week',
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Range' }), {
      target: { value: 'custom' },
    });
    const calls = server.to('GET', api).length;
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2030-03-20' } });
    expect(await screen.findByText('Choose a start date on or before the end date.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Group by' }), {
      target: { value: 'month' },
    });
    expect(server.to('GET', api).length).toBeLessThanOrEqual(calls);
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2030-03-01' } });
    await waitFor(() =>
      expect(server.to('GET', api).at(-1)!.url.searchParams.toString()).toBe(
        'from=2030-03-01&to=2030-03-10&granularity=month',
      ),
    );
  });

  it('says when the numbers could not be loaded and tries again', async () => {
    let isDown = true;
    fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}`]: (request) =>
        isDown
          ? {
              status: 503,
              body: { error: { code: 'database_unavailable', message: 'Database unavailable' } },
            }
          : {
              body: answer(request.url.searchParams.get('from')!, '2030-03-10', [
                point('2030-03-10'),
              ]),
            },
    });
    renderAnalytics();
    expect(
      await screen.findByText('Could not load the numbers.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sessions', { selector: 'dt' })).toBeTruthy();
  });
});

describe('analyticsCsv', () => {
  it('writes one row a period, revenue in major units', () => {
    expect(analyticsCsv([point('2030-03-10', { sessions: 3, revenue: 1234 })], 100)).toBe(
      'period,active_members,sessions,time_in_app_ms,page_views,completions,sign_ups,installs,revenue\r\n2030-03-10,0,3,0,0,0,0,0,12.34\r\n',
    );
    expect(analyticsCsv([point('2030-03-10', { revenue: 500 })], 1)).toContain(',500\r\n');
  });
});
