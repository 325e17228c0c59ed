import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioOrder } from '@tessera/core/api/studio-commerce';
import { fakeServer } from '../../../test/fake-server';
import { api, renderCommerce, shellRoutes } from '../test/commerce-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // jsdom has no object URLs: the test lends them and takes them back.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const order = (index: number, overrides: Partial<StudioOrder> = {}): StudioOrder => ({
  id: `0f6fe851-dfc8-47e4-992f-e0842a76857${index}`,
  member: { id: `m${index}`, email: `person${index}@demo.test`, name: `Person ${index}` },
  product: { id: 'premium', name: 'Premium' },
  status: 'paid',
  amount: 2900,
  discount: 0,
  tax: 0,
  currency: 'USD',
  coupon_code: null,
  referral: null,
  gateway: 'local',
  created_at: '2026-03-01T10:00:00.000Z',
  refunded_at: null,
  ...overrides,
});

describe('orders', { timeout: 20_000 }, () => {
  it('searches by the address, pages, exports what matches as CSV and refunds a paid order after asking', async () => {
    let orders = [
      order(1),
      order(2, {
        status: 'refunded',
        refunded_at: '2026-03-02T10:00:00.000Z',
        coupon_code: 'WELCOME10',
        discount: 290,
        amount: 2610,
      }),
    ];
    const server = fakeServer({
      ...shellRoutes,
      [`GET ${api}/orders`]: (request) => ({
        body: {
          orders: request.url.searchParams.get('q') === 'nobody' ? [] : orders,
          total_count: request.url.searchParams.get('q') === 'nobody' ? 0 : 120,
          page: Number(request.url.searchParams.get('page') ?? 1),
        },
      }),
      [`GET ${api}/orders.csv`]: () => ({ body: 'id,status\n1,paid\n' }),
      [`POST ${api}/orders/${order(1).id}/refund`]: () => {
        orders = orders.map((row) =>
          row.id === order(1).id
            ? { ...row, status: 'refunded', refunded_at: '2026-03-03T10:00:00.000Z' }
            : row,
        );
        return { body: { order: orders[0] } };
      },
    });
    const createObjectURL = vi.fn(() => 'blob:orders');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const view = renderCommerce('orders?status=paid');

    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Person 1');
    expect(rows[0]?.textContent).toContain('$29.00');
    expect(rows[1]?.textContent).toContain('Coupon WELCOME10');
    expect(rows[1]?.textContent).toContain('$2.90 off');
    expect(screen.getByText('120 orders match')).toBeTruthy();
    expect(server.to('GET', `${api}/orders`)[0]?.url.searchParams.get('status')).toBe('paid');
    // 50 a page.
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=paid&page=2'));

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.to('GET', `${api}/orders.csv`)[0]?.url.searchParams.get('status')).toBe('paid');
    expect(server.to('GET', `${api}/orders.csv`)[0]?.headers.get('X-Tessera-Studio')).toBe('1');
    expect(createObjectURL).toHaveBeenCalled();

    // Only a paid order offers a refund; it asks first, Cancel first.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Refund Premium for Person 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Refund $29.00 to Person 1?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$29.00 refunded.')).toBeTruthy();
    expect(server.to('POST', `${api}/orders/${order(1).id}/refund`)).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).queryByRole('button', { name: /^Refund/ }),
      ).toBeNull(),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No order matches this search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('table', { name: 'Orders, newest first' })).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement).value,
    ).toBe('');
    click.mockRestore();
  });
});
