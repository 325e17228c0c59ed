import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioProduct } from '@tessera/core/api/studio-commerce';
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

type CreateBody = {
  name: string;
  price: { amount: number; interval: string | null; trial_days: number | null };
};

/** A server that creates a product from what it is sent, as the real one would answer. */
function creatingServer(extra: Parameters<typeof fakeServer>[0] = {}) {
  let created: StudioProduct | null = null;
  const server = fakeServer({
    ...shellRoutes,
    [`GET ${api}/payment_settings`]: () => ({ body: { payment_settings: paymentSettings() } }),
    [`POST ${api}/products`]: (request) => {
      const body = request.body as CreateBody;
      const version = {
        id: 'v1',
        amount: body.price.amount,
        currency: 'EUR',
        interval: body.price.interval as StudioProduct['interval'],
        trial_days: body.price.trial_days,
        is_current: true,
        subscribers: 0,
        created_at: '2026-03-02T10:00:00.000Z',
      };
      created = product({
        id: 'new-product',
        name: body.name,
        amount: body.price.amount,
        interval: version.interval,
        active_holders: 0,
        description: null,
        versions: [version],
        unlocks: { app: false, items: [] },
      });
      return { status: 201, body: { product: created } };
    },
    [`GET ${api}/products`]: () => ({ body: { products: created ? [created] : [] } }),
    ...extra,
  });
  return server;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

describe('product editor', { timeout: 20_000 }, () => {
  it('creates a one-off product priced in the app’s currency, then opens it', async () => {
    const server = creatingServer();
    renderCommerce('products/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeTruthy();
    await screen.findByRole('textbox', { name: 'Price in EUR' });
    fireEvent.change(field('Name'), { target: { value: '  Workbook ' } });
    fireEvent.change(field('Description'), { target: { value: 'Printable pages' } });
    fireEvent.change(field('Price in EUR'), { target: { value: '19.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Workbook' })).toBeTruthy();
    expect(server.to('POST', `${api}/products`)[0]?.body).toEqual({
      name: 'Workbook',
      description: 'Printable pages',
      image: null,
      is_hidden: false,
      purchase_overlay_id: null,
      unlocks_app: false,
      price: { amount: 1990, interval: null, trial_days: null },
    });
    expect(screen.getByText('Product created.')).toBeTruthy();
    // The stored price, as typed again; the one version is the current one.
    expect((field('Price in EUR') as HTMLInputElement).value).toBe('19.90');
    const versions = screen.getByRole('table', { name: 'Prices of this product' });
    expect(within(versions).getAllByRole('row')).toHaveLength(2);
    expect(within(versions).getByText('Current')).toBeTruthy();
  });

  it('creates a subscription with its interval and trial', async () => {
    const server = creatingServer();
    renderCommerce('products/new');
    await screen.findByRole('textbox', { name: 'Price in EUR' });
    fireEvent.change(field('Name'), { target: { value: 'Club' } });
    fireEvent.click(screen.getByRole('radio', { name: /Subscription/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Billed' }), {
      target: { value: 'year' },
    });
    fireEvent.change(field('Price in EUR'), { target: { value: '99' } });
    fireEvent.change(field('Free trial in days'), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Club' })).toBeTruthy();
    expect((server.to('POST', `${api}/products`)[0]?.body as CreateBody).price).toEqual({
      amount: 9900,
      interval: 'year',
      trial_days: 14,
    });
    expect(
      within(screen.getByRole('table', { name: 'Prices of this product' })).getByText(
        '€99.00 a year',
      ),
    ).toBeTruthy();
  });

  it('checks the price and trial before sending, and shows the server’s problems at their fields', async () => {
    const server = creatingServer({
      [`POST ${api}/products`]: () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid input',
            details: [
              {
                field: 'body.name',
                code: 'too_long',
                params: { max: 120 },
                message: 'Must be at most 120 characters.',
              },
            ],
          },
        },
      }),
    });
    renderCommerce('products/new');
    await screen.findByRole('textbox', { name: 'Price in EUR' });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Field is required.')).toBeTruthy();
    expect(screen.getByText('Enter a price.')).toBeTruthy();

    fireEvent.change(field('Name'), { target: { value: 'Club' } });
    fireEvent.change(field('Price in EUR'), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('radio', { name: /Subscription/ }));
    fireEvent.change(field('Free trial in days'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Enter an amount like 19.99.')).toBeTruthy();
    expect(
      screen.getByText('Enter a whole number of days from 1 to 365, or leave it empty.'),
    ).toBeTruthy();
    expect(field('Price in EUR').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Price in EUR'));
    expect(server.to('POST', `${api}/products`)).toHaveLength(0);

    fireEvent.change(field('Price in EUR'), { target: { value: '12.34' } });
    fireEvent.change(field('Free trial in days'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/at most 120/)).toBeTruthy();
    expect(document.activeElement).toBe(field('Name'));
  });

  it('makes a new version when the price changes, and lists the versions with their subscribers', async () => {
    let stored = product();
    const server = fakeServer({
      ...shellRoutes,
      [`GET ${api}/products/premium`]: () => ({ body: { product: stored } }),
      [`GET ${api}/products`]: () => ({ body: { products: [stored] } }),
      [`POST ${api}/products/premium/versions`]: (request) => {
        const price = request.body as {
          amount: number;
          interval: StudioProduct['interval'];
          trial_days: number | null;
        };
        const old = stored.versions.map((version) => ({ ...version, is_current: false }));
        const next = {
          id: 'v2',
          currency: 'EUR',
          ...price,
          is_current: true,
          subscribers: 0,
          created_at: '2026-03-02T10:00:00.000Z',
        };
        stored = { ...stored, amount: price.amount, version_id: 'v2', versions: [...old, next] };
        return { status: 201, body: { product: stored } };
      },
    });
    renderCommerce('products/premium');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium' })).toBeTruthy();
    expect(screen.getByText(/existing subscribers keep theirs/)).toBeTruthy();
    expect((field('Price in EUR') as HTMLInputElement).value).toBe('19.99');
    fireEvent.change(field('Price in EUR'), { target: { value: '24.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved. New buyers now pay the new price.')).toBeTruthy();
    expect(server.to('POST', `${api}/products/premium/versions`)[0]?.body).toEqual({
      amount: 2499,
      interval: 'month',
      trial_days: null,
    });
    // Nothing else changed, so nothing else was sent.
    expect(server.to('PATCH', `${api}/products/premium`)).toHaveLength(0);
    const rows = within(screen.getByRole('table', { name: 'Prices of this product' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['0', '3']);
    expect(rows[0]?.textContent).toContain('€24.99 a month');
    expect(rows[0]?.textContent).toContain('Current');
    expect(rows[1]?.textContent).not.toContain('Current');
  });

  it('sends only the product fields that changed, without a new version', async () => {
    const stored = product();
    const server = fakeServer({
      ...shellRoutes,
      [`GET ${api}/products/premium`]: () => ({ body: { product: stored } }),
      [`GET ${api}/products`]: () => ({ body: { products: [stored] } }),
      [`PATCH ${api}/products/premium`]: (request) => ({
        body: {
          product: {
            ...stored,
            ...(request.body as object),
            unlocks: { ...stored.unlocks, app: true },
          },
        },
      }),
    });
    renderCommerce('products/premium');
    await screen.findByRole('heading', { level: 1, name: 'Premium' });
    fireEvent.click(screen.getByRole('switch', { name: 'Opens the whole app' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(server.to('PATCH', `${api}/products/premium`)[0]?.body).toEqual({ unlocks_app: true });
    expect(server.to('POST', `${api}/products/premium/versions`)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Members area' }).getAttribute('href')).toContain(
      '/pages/page-1',
    );
  });
});
