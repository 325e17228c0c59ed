import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import { defaultTheme, type Theme } from '@tessera/core/entities/theme';
import { PREVIEW_APP_SOURCE, PREVIEW_STUDIO_SOURCE } from '@tessera/core/preview';
import { themeViewOf } from '@tessera/core/theme-math';
import { appDetail, PREVIEW_ORIGIN } from '../../test/app-fixtures';
import { fakeServer } from '../../test/fake-server';
import { demoApp, owner } from '../../test/fixtures';
import { renderStudio } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const appPath = `/api/studio/apps/${demoApp.id}`;
const notFound = { status: 404, body: { error: { code: 'not_found', message: 'Not Found' } } };

function themeServer({ fonts = notFound as { status?: number; body?: unknown }, theme = defaultTheme } = {}) {
  let app: StudioAppDetail = appDetail({ theme });
  const server = fakeServer({
    'GET /api/studio/auth/me': () => ({ body: { owner } }),
    'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
    [`GET ${appPath}`]: () => ({ body: { app } }),
    'GET /api/studio/fonts': () => fonts,
    [`PUT ${appPath}/theme`]: (request) => {
      app = { ...app, theme: themeViewOf(request.body as Theme) };
      return { body: { app } };
    },
  });
  renderStudio(`/apps/${demoApp.id}/theme`);
  return server;
}

const hexField = (name: string) => screen.getByRole('textbox', { name });
const report = () => screen.getByRole('region', { name: 'Contrast check (WCAG AA)' });

describe('theme editor', { timeout: 20_000 }, () => {
  it('warns about colour pairs that fail WCAG AA, as the colours change', async () => {
    themeServer();
    const primary = await screen.findByRole('textbox', { name: 'Primary' }, { timeout: 5000 });
    expect(within(report()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Primary on the dark background is hard to read: contrast 2.7:1, AA asks for 4.5:1. Links in the app use the text colour instead.',
    ]);

    // Each colour shows its rgb form beside the hex while it is one.
    const row = primary.parentElement?.parentElement as HTMLElement;
    expect(within(row).getByText('RGB value: 92, 41, 211')).toBeTruthy();
    fireEvent.change(primary, { target: { value: '#ff8800' } });
    expect(within(row).getByText('RGB value: 255, 136, 0')).toBeTruthy();
    await waitFor(() =>
      expect(within(report()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Text on Primary is hard to read: contrast 4.3:1, AA asks for 4.5:1.',
        'Primary on the light background is hard to read: contrast 2.3:1, AA asks for 4.5:1. Links in the app use the text colour instead.',
      ]),
    );
    // Each pair is pictured in its own colours, without text that would itself fail the contrast.
    const swatch = within(report()).getAllByRole('listitem')[0]?.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(swatch?.style.background).toBe('rgb(255, 136, 0)');
    expect(swatch?.textContent).toBe('');

    fireEvent.change(primary, { target: { value: '#3a1a8a' } });
    fireEvent.change(hexField('Dark'), { target: { value: '#f0f0f0' } });
    fireEvent.change(hexField('Dark'), { target: { value: '#ffffff' } });
    expect(await within(report()).findByText('All colour pairs are easy to read.')).toBeTruthy();
  });

  it('refuses a colour that is not 6 hex digits, at its field', async () => {
    const server = themeServer();
    const secondary = await screen.findByRole('textbox', { name: 'Secondary' }, { timeout: 5000 });
    fireEvent.change(secondary, { target: { value: '#abc' } });
    const message = screen.getByText('Enter a colour as 6 hex digits, such as #5c29d3.');
    expect(secondary.getAttribute('aria-invalid')).toBe('true');
    expect(secondary.getAttribute('aria-describedby')).toContain(message.id);
    fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(document.activeElement).toBe(secondary);
    expect(server.to('PUT', `${appPath}/theme`)).toHaveLength(0);
  });

  it('saves the theme with colours in one spelling, and resets to the SPEC defaults', async () => {
    const server = themeServer({ theme: { ...defaultTheme, primary_color: '#123456', app_look: 'square' } });
    const primary = await screen.findByRole('textbox', { name: 'Primary' }, { timeout: 5000 });
    fireEvent.change(primary, { target: { value: 'FF0066' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Rounded' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    await waitFor(() => expect(server.to('PUT', `${appPath}/theme`)).toHaveLength(1));
    expect(server.to('PUT', `${appPath}/theme`)[0]?.body).toEqual({ ...defaultTheme, primary_color: '#ff0066', app_look: 'rounded' });
    expect(await screen.findByText('Theme saved.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset to the default theme' }));
    expect((hexField('Primary') as HTMLInputElement).value).toBe('#5c29d3');
    expect((screen.getByRole('radio', { name: 'Default' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });

  it('offers the built-in fonts when the server has no font list', async () => {
    themeServer();
    const heading = (await screen.findByRole('combobox', { name: 'Heading font' }, { timeout: 5000 })) as HTMLSelectElement;
    await waitFor(() => expect([...heading.options].map((option) => option.value)).toContain('Merriweather'));
    expect([...heading.options].map((option) => option.textContent)).toContain('Playfair Display (display)');
    expect(heading.value).toBe('Inter');
  });

  it("offers the server's fonts", async () => {
    themeServer({ fonts: { body: { fonts: [{ family: 'Inter', category: 'sans-serif' }, { family: 'Lora', category: 'serif' }] } } });
    const body = (await screen.findByRole('combobox', { name: 'Body font' }, { timeout: 5000 })) as HTMLSelectElement;
    await waitFor(() => expect([...body.options].map((option) => option.value)).toEqual(['Inter', 'Lora']));
  });

  it('paints the preview with the unsaved theme', async () => {
    themeServer();
    const primary = await screen.findByRole('textbox', { name: 'Primary' }, { timeout: 5000 });
    const frame = screen.getByTitle('Preview of Demo App') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`${PREVIEW_ORIGIN}/?page-builder`);
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    // The screen shows after its data came, and React may not have run the frame's message
    // listener (an effect) yet on a busy machine: say ready until it is heard (ready is idempotent).
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { source: PREVIEW_APP_SOURCE, type: 'ready' }, origin: PREVIEW_ORIGIN, source: frame.contentWindow }));
      });
      expect(posted).toHaveBeenCalledWith({ source: PREVIEW_STUDIO_SOURCE, type: 'theme', theme: defaultTheme }, PREVIEW_ORIGIN);
    });

    fireEvent.change(primary, { target: { value: '#0a7d33' } });
    await waitFor(() =>
      expect(posted).toHaveBeenLastCalledWith({ source: PREVIEW_STUDIO_SOURCE, type: 'theme', theme: { ...defaultTheme, primary_color: '#0a7d33' } }, PREVIEW_ORIGIN),
    );
    // A half-typed colour keeps the last good one in the preview.
    posted.mockClear();
    fireEvent.change(primary, { target: { value: '#0a7' } });
    await waitFor(() => expect(posted).toHaveBeenCalled());
    expect(posted).toHaveBeenLastCalledWith({ source: PREVIEW_STUDIO_SOURCE, type: 'theme', theme: defaultTheme }, PREVIEW_ORIGIN);
  });
});
