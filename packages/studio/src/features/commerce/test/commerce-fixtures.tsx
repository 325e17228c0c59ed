import type { PaymentSettings, StudioProduct } from '@tessera/core/api/studio-commerce';
import { demoApp } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { CommerceRoutes } from '../CommerceRoutes';

export const api = `/api/studio/apps/${demoApp.id}`;

/** The Commerce section at a path under the app (`products/new`), with the studio's providers. */
export function renderCommerce(path: string) {
  return renderRoutes(
    [{ path: '/apps/:appId/commerce/*', element: <CommerceRoutes /> }],
    `/apps/${demoApp.id}/commerce/${path}`,
  );
}

/** What every Commerce screen may ask besides its own data: the apps list (the app's name) and the overlays (pickers). */
export const shellRoutes = {
  'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
  [`GET ${api}/overlays`]: () => ({ body: { overlays: [] } }),
};

export function paymentSettings(overrides: Partial<PaymentSettings> = {}): PaymentSettings {
  return {
    gateway: 'local',
    currency: 'EUR',
    selling_countries: [],
    tax_rate_bps: 0,
    stripe: {
      publishable_key: null,
      secret_key_set: false,
      secret_key_last4: null,
      webhook_secret_set: false,
      webhook_url: `https://demo.test/api/webhooks/stripe/${demoApp.id}`,
    },
    ...overrides,
  };
}

export function product(overrides: Partial<StudioProduct> = {}): StudioProduct {
  return {
    id: 'premium',
    name: 'Premium',
    image: null,
    is_hidden: false,
    is_archived: false,
    amount: 1999,
    currency: 'EUR',
    interval: 'month',
    active_holders: 3,
    updated_at: '2026-03-01T10:00:00.000Z',
    description: 'Everything in the club',
    purchase_overlay_id: null,
    version_id: 'v1',
    versions: [
      {
        id: 'v1',
        amount: 1999,
        currency: 'EUR',
        interval: 'month',
        trial_days: null,
        is_current: true,
        subscribers: 3,
        created_at: '2026-01-01T10:00:00.000Z',
      },
    ],
    unlocks: { app: false, items: [{ type: 'page', id: 'page-1', title: 'Members area' }] },
    ...overrides,
  };
}
