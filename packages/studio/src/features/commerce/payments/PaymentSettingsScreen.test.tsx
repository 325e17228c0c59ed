import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSettings } from '@tessera/core/api/studio-commerce';
import { fakeServer } from '../../../test/fake-server';
import { api, paymentSettings, renderCommerce, shellRoutes } from '../test/commerce-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECRET = 'sk_test_51Hsecretvalue4242';
const WEBHOOK = 'whsec_abcdef123456';
const PUBLISHABLE = 'pk_test_51Hpublishable0001';

describe('payment settings', { timeout: 20_000 }, () => {
  it('sends typed Stripe keys once and never shows a key again, only whether it is set', async () => {
    let stored = paymentSettings();
    const server = fakeServer({
      ...shellRoutes,
      [`GET ${api}/payment_settings`]: () => ({ body: { payment_settings: stored } }),
      [`PUT ${api}/payment_settings`]: (request) => {
        const body = request.body as Record<string, string | null>;
        stored = {
          ...stored,
          gateway: (body.gateway as PaymentSettings['gateway']) ?? stored.gateway,
          stripe: {
            ...stored.stripe,
            publishable_key: body.stripe_publishable_key ?? null,
            secret_key_set: true,
            secret_key_last4: '4242',
            webhook_secret_set: true,
          },
        };
        return { body: { payment_settings: stored } };
      },
    });
    const view = renderCommerce('payments');
    const secretGroup = await screen.findByRole('group', { name: 'Secret key' });
    expect(within(secretGroup).getByText('Not set')).toBeTruthy();

    // Stripe needs both keys: asked for before anything is sent.
    fireEvent.click(screen.getByRole('radio', { name: /Stripe payments/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(
      await screen.findByText('Enter the Stripe publishable and secret keys first'),
    ).toBeTruthy();
    expect(server.to('PUT', `${api}/payment_settings`)).toHaveLength(0);

    const secretInput = within(secretGroup).getByLabelText('Secret key') as HTMLInputElement;
    expect(secretInput.type).toBe('password');
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Publishable key' })).getByLabelText(
        'Publishable key',
      ),
      { target: { value: PUBLISHABLE } },
    );
    fireEvent.change(secretInput, { target: { value: SECRET } });
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Webhook signing secret' })).getByLabelText(
        'Webhook signing secret',
      ),
      { target: { value: WEBHOOK } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save payment settings' }));

    expect(await screen.findByText('Payment settings saved.')).toBeTruthy();
    expect(server.to('PUT', `${api}/payment_settings`)[0]?.body).toEqual({
      gateway: 'stripe',
      stripe_publishable_key: PUBLISHABLE,
      stripe_secret_key: SECRET,
      stripe_webhook_secret: WEBHOOK,
    });
    // After the save: the state in words, empty fields, and no key anywhere on the screen.
    expect(
      within(screen.getByRole('group', { name: 'Secret key' })).getByText('Set, ends in 4242'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Publishable key' })).getByText('Set'),
    ).toBeTruthy();
    for (const input of view.container.querySelectorAll('input'))
      expect([SECRET, WEBHOOK, PUBLISHABLE]).not.toContain(input.value);
    expect(view.container.innerHTML).not.toContain(SECRET);
    expect(view.container.innerHTML).not.toContain(WEBHOOK);
    expect(view.container.innerHTML).not.toContain(PUBLISHABLE);
  });

  it('shows a stored key only as set, removes it when asked, and words a malformed key at its field', async () => {
    const stored = paymentSettings({
      gateway: 'stripe',
      stripe: {
        ...paymentSettings().stripe,
        publishable_key: PUBLISHABLE,
        secret_key_set: true,
        secret_key_last4: '4242',
        webhook_secret_set: true,
      },
    });
    const server = fakeServer({
      ...shellRoutes,
      [`GET ${api}/payment_settings`]: () => ({ body: { payment_settings: stored } }),
      [`PUT ${api}/payment_settings`]: () => ({
        body: {
          payment_settings: { ...stored, stripe: { ...stored.stripe, webhook_secret_set: false } },
        },
      }),
    });
    const view = renderCommerce('payments');
    const webhookGroup = await screen.findByRole('group', { name: 'Webhook signing secret' });
    expect(view.container.innerHTML).not.toContain(PUBLISHABLE);
    expect(
      (within(webhookGroup).getByLabelText(/Webhook signing secret \(replaces/) as HTMLInputElement)
        .value,
    ).toBe('');

    const secretGroup = screen.getByRole('group', { name: 'Secret key' });
    fireEvent.change(within(secretGroup).getByLabelText(/Secret key \(replaces/), {
      target: { value: 'not-a-key' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(
      await within(secretGroup).findByText(
        'This is not a Stripe secret key (it starts with sk_ or rk_).',
      ),
    ).toBeTruthy();
    expect(server.to('PUT', `${api}/payment_settings`)).toHaveLength(0);

    fireEvent.change(within(secretGroup).getByLabelText(/Secret key \(replaces/), {
      target: { value: '' },
    });
    fireEvent.click(
      within(webhookGroup).getByRole('button', {
        name: 'Remove the stored key, Webhook signing secret',
      }),
    );
    expect(within(webhookGroup).getByText('Will be removed when you save')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save payment settings' }));
    expect(await screen.findByText('Payment settings saved.')).toBeTruthy();
    expect(server.to('PUT', `${api}/payment_settings`)[0]?.body).toEqual({
      stripe_webhook_secret: null,
    });
    expect(
      within(screen.getByRole('group', { name: 'Webhook signing secret' })).getByText('Not set'),
    ).toBeTruthy();
  });
});
