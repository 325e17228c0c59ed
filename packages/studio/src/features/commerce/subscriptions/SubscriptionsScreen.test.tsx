import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioSubscription } from '@tessera/core/api/studio-commerce';
import { fakeServer } from '../../../test/fake-server';
import { api, renderCommerce, shellRoutes } from '../test/commerce-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const running: StudioSubscription = {
  id: '788e5d3c-1ac8-4c1c-9782-cfd67c96603c',
  member: { id: 'm1', email: 'mia@demo.test', name: null },
  product: { id: 'club', name: 'Club' },
  status: 'active',
  amount: 999,
  currency: 'EUR',
  interval: 'month',
  current_period_end: '2026-04-01T10:00:00.000Z',
  cancel_at_period_end: false,
  created_at: '2026-03-01T10:00:00.000Z',
  canceled_at: null,
};

describe('subscriptions', { timeout: 20_000 }, () => {
  it('cancels at the end of the period by default, or now when chosen, after asking', async () => {
    let stored = [
      running,
      {
        ...running,
        id: '888e5d3c-1ac8-4c1c-9782-cfd67c96603c',
        member: { id: 'm2', email: 'sam@demo.test', name: 'Sam' },
      },
    ];
    const server = fakeServer({
      ...shellRoutes,
      [`GET ${api}/subscriptions`]: () => ({
        body: { subscriptions: stored, total_count: stored.length, page: 1 },
      }),
      [`POST ${api}/subscriptions/${running.id}/cancel`]: () => {
        stored = [{ ...running, cancel_at_period_end: true }, stored[1]!];
        return { body: { subscription: stored[0] } };
      },
      [`POST ${api}/subscriptions/${stored[1]!.id}/cancel`]: () => {
        stored = [
          stored[0]!,
          { ...stored[1]!, status: 'canceled', canceled_at: '2026-03-05T10:00:00.000Z' },
        ];
        return { body: { subscription: stored[1] } };
      },
    });
    renderCommerce('subscriptions');
    const table = await screen.findByRole('table', { name: 'Subscriptions, newest first' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('€9.99 a month');

    fireEvent.click(within(table).getByRole('button', { name: 'Cancel Club for mia@demo.test' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: "Cancel mia@demo.test's Club subscription?",
    });
    expect(
      (within(dialog).getByRole('radio', { name: /At the end of the period/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(/^The subscription ends on/)).toBeTruthy();
    expect(server.to('POST', `${api}/subscriptions/${running.id}/cancel`)[0]?.body).toEqual({
      at_period_end: true,
    });
    expect(
      await within(screen.getByRole('table')).findByText('Ends with this period'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Club for Sam' }));
    dialog = await screen.findByRole('alertdialog', { name: "Cancel Sam's Club subscription?" });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Now/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('The subscription is cancelled.')).toBeTruthy();
    expect(server.to('POST', `${api}/subscriptions/${stored[1]!.id}/cancel`)[0]?.body).toEqual({
      at_period_end: false,
    });
    // Neither offers cancelling again.
    expect(within(screen.getByRole('table')).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });
});
