import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppSettings, StudioAppDetail } from '@tessera/core/api/studio-apps';
import { appDetail } from '../../test/app-fixtures';
import { fakeServer, type FakeRequest } from '../../test/fake-server';
import { demoApp, owner } from '../../test/fixtures';
import { renderStudio } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const appPath = `/api/studio/apps/${demoApp.id}`;

type Reply = { status?: number; body?: unknown };
const OVERLAY_ID = 'c0ffee00-0000-4000-8000-000000000001';

/** A signed-in owner on the demo app's Settings; `patch` answers the save. */
function settingsServer(
  patch: (request: FakeRequest, app: StudioAppDetail) => Reply = (request, app) => ({ body: { app: applyPatch(app, request.body) } }),
  more: Record<string, (request: FakeRequest) => Reply> = {},
) {
  let app = appDetail();
  const server = fakeServer({
    'GET /api/studio/auth/me': () => ({ body: { owner } }),
    'GET /api/studio/apps': () => ({ body: { apps: [{ ...demoApp, name: app.name }] } }),
    [`GET ${appPath}`]: () => ({ body: { app } }),
    [`GET ${appPath}/overlays`]: () => ({ body: { overlays: [{ id: OVERLAY_ID, title: 'Welcome offer', block_count: 2, updated_at: '2026-03-01T10:00:00.000Z' }] } }),
    [`PATCH ${appPath}`]: (request) => {
      const reply = patch(request, app);
      if ((reply.status ?? 200) < 300) app = (reply.body as { app: StudioAppDetail }).app;
      return reply;
    },
    ...more,
  });
  renderStudio(`/apps/${demoApp.id}/settings`);
  return server;
}

const applyPatch = (app: StudioAppDetail, body: unknown) => ({ ...app, ...(body as Partial<AppSettings>) });

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save changes' });
const patches = (server: ReturnType<typeof fakeServer>) => server.to('PATCH', appPath);

// The first renders of a file load the whole studio: generous limits on a busy machine.
describe('settings', { timeout: 20_000 }, () => {
  it('shows the stored settings, with Save unavailable until something changes', async () => {
    settingsServer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 })).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: 'App name' })) as HTMLInputElement).value).toBe('Demo App');
    expect((screen.getByRole('radio', { name: /^Public/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Allow anonymous browsing' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Deutsch (German)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Svenska (Swedish)' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    expect(save().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Discard changes' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('checks fields before saving: the message sits at the field, which takes the focus', async () => {
    const server = settingsServer();
    const domain = await screen.findByRole('textbox', { name: 'Domain' }, { timeout: 5000 });
    fireEvent.change(domain, { target: { value: 'https://shop.example.com/app' } });
    fireEvent.click(save());

    const message = screen.getByText('Enter a domain such as app.example.com, without https:// or a path.');
    expect(domain.getAttribute('aria-invalid')).toBe('true');
    expect(domain.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(domain);
    expect(screen.getByRole('alert').textContent).toBe('Some fields need attention: see the messages under them.');
    expect(patches(server)).toHaveLength(0);

    // A sign-in switch needs its client id.
    fireEvent.change(domain, { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Sign in with Google' }));
    fireEvent.click(save());
    const clientId = field('Google client ID');
    expect(clientId.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the client ID to turn this sign-in option on.')).toBeTruthy();
    expect(document.activeElement).toBe(clientId);

    // No language at all is refused too.
    fireEvent.click(screen.getByRole('switch', { name: 'Sign in with Google' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deutsch (German)' }));
    fireEvent.click(save());
    expect(screen.getByText('Choose at least one language.')).toBeTruthy();
    expect(patches(server)).toHaveLength(0);
  });

  it('keeps the default language among the chosen ones', async () => {
    settingsServer();
    await screen.findByRole('textbox', { name: 'App name' }, { timeout: 5000 });
    const defaultLanguage = screen.getByRole('combobox', { name: 'Default language' }) as HTMLSelectElement;
    expect([...defaultLanguage.options].map((option) => option.value)).toEqual(['de', 'en']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    expect(defaultLanguage.value).toBe('de');
    expect([...defaultLanguage.options].map((option) => option.value)).toEqual(['de']);
  });

  it('sends only what changed, maps privacy to the two access flags, and says it saved', async () => {
    const server = settingsServer();
    await screen.findByRole('textbox', { name: 'App name' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('radio', { name: /^Subscribers only/ }));
    fireEvent.change(field('Domain'), { target: { value: 'Club.Example.com' } });
    expect(screen.getByRole('status').textContent).toBe('You have unsaved changes.');
    fireEvent.click(save());

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Settings saved.'));
    const body = patches(server)[0]?.body as Partial<AppSettings>;
    expect(Object.keys(body).sort()).toEqual(['access', 'custom_domain']);
    expect(body.custom_domain).toBe('club.example.com');
    expect(body.access).toMatchObject({ is_private: false, is_subscriber_only: true, allow_anonymous_browsing: true });
    expect(save().getAttribute('aria-disabled')).toBe('true');
    expect((field('Domain') as HTMLInputElement).value).toBe('club.example.com');
  });

  it("shows the server's 409 and 400 at the fields they name", async () => {
    let reply: Reply = { status: 409, body: { error: { code: 'domain_taken', message: 'Domain taken' } } };
    const server = settingsServer(() => reply);
    const domain = await screen.findByRole('textbox', { name: 'Domain' }, { timeout: 5000 });
    fireEvent.change(domain, { target: { value: 'taken.example.com' } });
    fireEvent.click(save());
    expect(await screen.findByText('Another app already uses this domain.')).toBeTruthy();
    expect(domain.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(domain);

    reply = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'body.toolbar.logo_height_ratio: Too big',
          details: [{ field: 'body.toolbar.logo_height_ratio', message: 'Too big: expected number to be <=100' }],
        },
      },
    };
    fireEvent.change(domain, { target: { value: 'free.example.com' } });
    fireEvent.click(save());
    const ratio = screen.getByRole('spinbutton', { name: 'Logo height (% of the toolbar)' });
    await waitFor(() => expect(ratio.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a whole number from 10 to 100.')).toBeTruthy();
    expect(domain.getAttribute('aria-invalid')).toBeNull();
    expect(patches(server)).toHaveLength(2);
  });

  it('offers exactly SPEC’s toolbar choices: the theme or a block colour, left or center; a refused colour shows at its field', async () => {
    let reply: Reply | null = null;
    const server = settingsServer((request, app) => reply ?? { body: { app: applyPatch(app, request.body) } });
    const group = (await screen.findByRole('group', { name: 'Toolbar colour' }, { timeout: 5000 })) as HTMLFieldSetElement;
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'From the theme',
      'White',
      'Light grey',
      'Grey',
      'Black',
      'Primary',
      'Secondary',
      'Secondary 2',
      'Secondary 3',
      'Dark',
      'Light',
    ]);
    expect((within(group).getByRole('radio', { name: 'From the theme' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('group', { name: 'Logo position' })).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['left', 'center']);
    fireEvent.click(within(group).getByRole('radio', { name: 'Secondary 2' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Centre' }));
    fireEvent.click(save());
    await waitFor(() => expect(patches(server)).toHaveLength(1));
    expect((patches(server)[0]?.body as Partial<AppSettings>).toolbar).toEqual({ background_color: 'secondary_2', align: 'center', logo: null, logo_height_ratio: 50 });

    reply = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'body.toolbar.background_color: Background colour must be null or one of the allowed colours',
          details: [{ field: 'body.toolbar.background_color', code: 'background_color', message: 'Background colour must be null or one of the allowed colours' }],
        },
      },
    };
    fireEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    fireEvent.click(save());
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    expect(within(group).getByText('Background colour must be null or one of the allowed colours')).toBeTruthy();
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'From the theme' }));
  });

  it("picks the app's purchase overlay from its overlays and saves it in the access settings", async () => {
    const server = settingsServer();
    const picker = (await screen.findByRole('combobox', { name: 'Purchase overlay' }, { timeout: 5000 })) as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    expect([...picker.options].map((option) => option.textContent)).toEqual(['No overlay', 'Welcome offer']);
    fireEvent.change(picker, { target: { value: OVERLAY_ID } });
    fireEvent.click(save());
    await waitFor(() => expect(patches(server)).toHaveLength(1));
    expect((patches(server)[0]?.body as Partial<AppSettings>).access?.purchase_overlay).toEqual({ id: OVERLAY_ID });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Settings saved.'));
    expect(picker.value).toBe(OVERLAY_ID);
  });

  it('uploads a logo into the logo address, which Save then sends', async () => {
    const url = `/media/${demoApp.id}/images/logo.webp`;
    const media = { id: 'm1', url, width: 600, height: 200, format: 'webp', bytes: 900, created_at: '2026-03-01T10:00:00.000Z' };
    const server = settingsServer(undefined, { [`POST ${appPath}/media`]: () => ({ status: 201, body: { media } }) });
    const logo = await screen.findByRole('textbox', { name: 'Logo image' }, { timeout: 5000 });
    const file = new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload image, Logo image'), { target: { files: [file] } });
    await waitFor(() => expect((logo as HTMLInputElement).value).toBe(url));
    fireEvent.click(save());
    await waitFor(() => expect(patches(server)).toHaveLength(1));
    expect((patches(server)[0]?.body as Partial<AppSettings>).toolbar?.logo).toBe(url);
  });

  it('discards changes back to what is stored', async () => {
    settingsServer();
    const name = await screen.findByRole('textbox', { name: 'App name' }, { timeout: 5000 });
    fireEvent.change(name, { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Require sign-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect((name as HTMLInputElement).value).toBe('Demo App');
    expect((screen.getByRole('switch', { name: 'Require sign-in' }) as HTMLInputElement).checked).toBe(false);
    expect(save().getAttribute('aria-disabled')).toBe('true');
  });

  it('renames the app everywhere once saved', async () => {
    settingsServer();
    const name = await screen.findByRole('textbox', { name: 'App name' }, { timeout: 5000 });
    fireEvent.change(name, { target: { value: 'Run Club' } });
    fireEvent.click(save());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Settings saved.'));
    expect(within(screen.getByRole('main')).getByText('Run Club', { selector: 'p' })).toBeTruthy();
  });
});
