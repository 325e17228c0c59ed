import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@tessera/core/api/studio-commerce';
import { fakeServer } from '../../../test/fake-server';
import {
  api,
  paymentSettings,
  product,
  renderCommerce,
  shellRoutes,
} from '../test/commerce-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const welcome: Coupon = {
  id: '3f1c1d2e-0b1a-4c5d-9e8f-0a1b2c3d4e5f',
  code: 'WELCOME10',
  percent_off: 10,
  amount_off: null,
  currency: null,
  expires_at: null,
  max_redemptions: 100,
  redemptions: 4,
  product_ids: [],
  is_active: true,
  created_at: '2026-01-01T10:00:00.000Z',
};

function server(coupons: Coupon[], extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    ...shellRoutes,
    [`GET ${api}/coupons`]: () => ({ body: { coupons } }),
    [`GET ${api}/products`]: () => ({
      body: {
        products: [product(), product({ id: 'workbook', name: 'Workbook', interval: null })],
      },
    }),
    [`GET ${api}/payment_settings`]: () => ({ body: { payment_settings: paymentSettings() } }),
    ...extra,
  });
}

describe('coupons', { timeout: 20_000 }, () => {
  it('lists coupons with their discount, use and state', async () => {
    server([
      welcome,
      {
        ...welcome,
        id: '4f1c1d2e-0b1a-4c5d-9e8f-0a1b2c3d4e5f',
        code: 'OLD5',
        percent_off: null,
        amount_off: 500,
        currency: 'EUR',
        expires_at: '2020-01-31T22:59:59.000Z',
        product_ids: ['workbook'],
      },
    ]);
    renderCommerce('coupons');
    const table = await screen.findByRole('table', { name: 'Coupons of this app' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first?.textContent).toContain('WELCOME10');
    expect(first?.textContent).toContain('10%');
    expect(first?.textContent).toContain('4 of 100');
    expect(first?.textContent).toContain('Active');
    expect(second?.textContent).toContain('€5.00');
    expect(second?.textContent).toContain('Workbook');
    expect(second?.textContent).toContain('Expired');
  });

  it('checks a new coupon before sending it, then creates it', async () => {
    const api2 = server([], {
      [`POST ${api}/coupons`]: (request) => ({
        status: 201,
        body: { coupon: { ...welcome, ...(request.body as object), redemptions: 0 } },
      }),
    });
    renderCommerce('coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    fireEvent.change(code, { target: { value: 'no spaces!' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Percent off' }), {
      target: { value: '120' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Redemption limit' }), {
      target: { value: '0' },
    });
    fireEvent.change(within(dialog).getByLabelText('Last day'), {
      target: { value: '2020-01-01' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen products' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));

    expect(
      within(dialog).getByText('Use 3 to 40 letters, digits, dashes or underscores.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
    expect(
      within(dialog).getByText('Enter a whole number from 1 to 1,000,000, or leave it empty.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Choose today or a day to come.')).toBeTruthy();
    expect(
      within(dialog).getByText('Choose at least one product, or apply it to every product.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(code);
    expect(api2.to('POST', `${api}/coupons`)).toHaveLength(0);

    // A fixed amount is typed in the currency's units.
    fireEvent.change(code, { target: { value: 'spring-5' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A fixed amount' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount off in EUR' }), {
      target: { value: '5.5' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Redemption limit' }), {
      target: { value: '' },
    });
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Workbook' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByText('Coupon SPRING-5 created.')).toBeTruthy();
    expect(api2.to('POST', `${api}/coupons`)[0]?.body).toEqual({
      code: 'SPRING-5',
      percent_off: null,
      amount_off: 550,
      expires_at: null,
      max_redemptions: null,
      product_ids: ['workbook'],
      is_active: true,
    });
  });

  it('shows a taken code at the code field', async () => {
    server([], {
      [`POST ${api}/coupons`]: () => ({
        status: 409,
        body: { error: { code: 'coupon_code_taken', message: 'This coupon code is already used' } },
      }),
    });
    renderCommerce('coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Code' }), {
      target: { value: 'WELCOME10' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Percent off' }), {
      target: { value: '10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await within(dialog).findByText('This coupon code is already used')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Code' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
