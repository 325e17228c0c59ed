import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey, Webhook } from '@tessera/core/api/studio-insights';
import { AreaWords } from '../../app/AreaWords';
import { fakeServer } from '../../test/fake-server';
import { demoApp } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IntegrationsScreen } from './IntegrationsScreen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = `/api/studio/apps/${demoApp.id}`;
const key: ApiKey = {
  id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b220',
  name: 'Zapier',
  scope: 'read',
  prefix: 'tk_ab12',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const hook: Webhook = {
  id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b221',
  url: 'https://hooks.example.test/in',
  description: null,
  events: ['member.signed_up'],
  is_enabled: true,
  created_at: '2026-11-20T10:00:00.000Z',
};
const show = () =>
  renderRoutes(
    [
      {
        path: '/apps/:appId/integrations',
        element: (
          <AreaWords area="insights">
            <IntegrationsScreen />
          </AreaWords>
        ),
      },
    ],
    `/apps/${demoApp.id}/integrations`,
  );

// Both panels are the one SecretIssuingPanel: make, show the secret once, list, ask, revoke.
describe('studio integrations', { timeout: 20_000 }, () => {
  it('shows a new API key once, then revokes a key after asking', async () => {
    let keys = [key];
    const server = fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}/api_keys`]: () => ({ body: { api_keys: keys } }),
      [`GET ${api}/webhooks`]: () => ({ body: { webhooks: [] } }),
      [`POST ${api}/api_keys`]: () => {
        const made = {
          ...key,
          id: '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b222',
          name: 'CRM',
          scope: 'write' as const,
        };
        keys = [made, ...keys];
        return { status: 201, body: { api_key: made, secret: 'tk_secret_once' } };
      },
      [`DELETE ${api}/api_keys/${key.id}`]: () => {
        keys = keys.map((k) =>
          k.id === key.id ? { ...k, revoked_at: '2026-11-21T10:00:00.000Z' } : k,
        );
        return { body: { api_key: keys.find((k) => k.id === key.id) } };
      },
    });
    show();
    expect(await screen.findByRole('rowheader', { name: 'Zapier' })).toBeTruthy();
    expect(await screen.findByText('No webhooks yet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'CRM' } });
    fireEvent.change(screen.getByLabelText('Access'), { target: { value: 'write' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('secret-once')).textContent).toBe('tk_secret_once');
    expect(server.to('POST', `${api}/api_keys`)[0]?.body).toEqual({ name: 'CRM', scope: 'write' });
    expect((screen.getByLabelText('Key name') as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('rowheader', { name: 'CRM' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('secret-once')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Zapier' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke Zapier?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.to('DELETE', `${api}/api_keys/${key.id}`)).toHaveLength(1);
    expect(await screen.findByText('Revoked')).toBeTruthy();
  });

  it('shows a new webhook’s signing secret once, and says why an address is refused', async () => {
    let isRefused = true;
    let hooks: Webhook[] = [];
    fakeServer({
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${api}/api_keys`]: () => ({ body: { api_keys: [] } }),
      [`GET ${api}/webhooks`]: () => ({ body: { webhooks: hooks } }),
      [`POST ${api}/webhooks`]: () => {
        if (isRefused)
          return {
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'Invalid',
                fields: { url: 'Invalid URL' },
              },
            },
          };
        hooks = [hook];
        return { status: 201, body: { webhook: hook, signing_secret: 'whsec_once' } };
      },
    });
    show();
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: hook.url } });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('secret-once')).toBeNull();

    isRefused = false;
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect((await screen.findByTestId('secret-once')).textContent).toBe('whsec_once');
    expect(await screen.findByText(hook.url)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Delete the webhook to ${hook.url}` })).toBeTruthy();
  });
});
