import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioMedia } from '@tessera/core/api/studio-media';
import { imageDataSchema } from '@tessera/core/entities/block-data';
import { INVALID_IMAGE_TYPE } from '@tessera/core/messages';
import { createI18n } from '../../../app/i18n/create-i18n';
import { createQueryClient } from '../../../app/query-client';
import { fakeServer } from '../../../test/fake-server';
import { demoApp } from '../../../test/fixtures';
import { EditorDataProvider, type EditorData } from '../editor-context';
import { ImageField } from './ImageField';
import type { z } from 'zod';

afterEach(() => {
  vi.unstubAllGlobals();
});

const mediaPath = `/api/studio/apps/${demoApp.id}/media`;
const editorData: EditorData = { appId: demoApp.id, pageId: 'page', pages: [], pagesFailed: false, retryPages: () => undefined, attributes: {}, theme: null };

const media = (id: string, width = 1200, height = 800): StudioMedia => ({
  id,
  url: `/media/${demoApp.id}/images/${id}.webp`,
  width,
  height,
  format: 'webp',
  bytes: 1234,
  created_at: '2026-03-01T10:00:00.000Z',
});

function Harness<V>({ initial, schema }: { initial: V; schema?: z.ZodType }) {
  const [value, setValue] = useState<V>(initial);
  return (
    <>
      <ImageField label="Picture" schema={schema} value={value as never} onChange={(next) => setValue(next as V)} />
      <pre data-testid="value">{JSON.stringify(value ?? null)}</pre>
    </>
  );
}

function renderField<V>(initial: V, schema?: z.ZodType) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={createQueryClient()}>
        <EditorDataProvider value={editorData}>
          <Harness initial={initial} schema={schema} />
        </EditorDataProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const stored = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;
const png = (size = 10) => new File([new Uint8Array(size).fill(1)], 'logo.png', { type: 'image/png' });
const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText(/^Upload image, /), { target: { files: [file] } });

describe('ImageField uploads', () => {
  it('uploads the chosen file as multipart `file`, shows it is pending, then stores the address', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const server = fakeServer({ [`POST ${mediaPath}`]: () => new Promise((resolve) => (answer = resolve)) });
    renderField<string | null>(null);
    const input = screen.getByLabelText(/^Upload image, /) as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');

    const file = png();
    chooseFile(file);
    expect(await screen.findByText('Uploading…')).toBeTruthy();
    expect(input.getAttribute('aria-busy')).toBe('true');
    const [request] = server.to('POST', mediaPath);
    expect(request?.headers.get('X-Tessera-Studio')).toBe('1');
    expect(request?.headers.get('Content-Type')).toBeNull();
    expect((request?.body as FormData).get('file')).toBe(file);
    expect(stored()).toBeNull();

    answer({ status: 201, body: { media: media('fresh') } });
    await waitFor(() => expect(stored()).toBe(`/media/${demoApp.id}/images/fresh.webp`));
    expect(screen.getByText('Image uploaded.')).toBeTruthy();
    expect(screen.queryByText('Uploading…')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Picture' }) as HTMLInputElement).value).toBe(`/media/${demoApp.id}/images/fresh.webp`);
    expect(input.getAttribute('aria-busy')).toBeNull();
  });

  it('keeps image data and its alt text, with the uploaded size', async () => {
    fakeServer({ [`POST ${mediaPath}`]: () => ({ status: 201, body: { media: media('wide', 2000, 1000) } }) });
    renderField({ url: 'https://example.com/old.png', alt: 'Our team', width: 10, height: 10, sizes: { small: 's', medium: 'm', large: 'l' } }, imageDataSchema.nullable().default(null));
    chooseFile(png());
    await waitFor(() =>
      expect(stored()).toEqual({ url: `/media/${demoApp.id}/images/wide.webp`, alt: 'Our team', width: 2000, height: 1000, sizes: null }),
    );
  });

  it("shows the server's message about the file as the field's error, until the image changes", async () => {
    fakeServer({
      [`POST ${mediaPath}`]: () => ({
        status: 415,
        body: { error: { code: 'invalid_image_type', message: INVALID_IMAGE_TYPE, details: [{ field: 'body.file', message: INVALID_IMAGE_TYPE }] } },
      }),
    });
    renderField<string>('https://example.com/keep.png');
    chooseFile(png());
    expect(await screen.findByText(INVALID_IMAGE_TYPE)).toBeTruthy();
    const address = screen.getByRole('textbox', { name: 'Picture' });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toContain(screen.getByText(INVALID_IMAGE_TYPE).id);
    expect(stored()).toBe('https://example.com/keep.png');
    fireEvent.change(address, { target: { value: 'https://example.com/other.png' } });
    expect(screen.queryByText(INVALID_IMAGE_TYPE)).toBeNull();
  });

  it('refuses a file over the limit without sending it', () => {
    const server = fakeServer({});
    renderField<string | null>(null);
    const huge = png();
    Object.defineProperty(huge, 'size', { value: 15_728_641 });
    chooseFile(huge);
    expect(screen.getByText('Image too large. Max size 15 MB')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('offers the recent uploads (loaded when opened) as named thumbnails to pick from', async () => {
    const server = fakeServer({ [`GET ${mediaPath}`]: () => ({ body: { items: [media('newest', 640, 480), media('older')] } }) });
    renderField<string | null>(null);
    expect(server.requests).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: /^Recent uploads, / });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Recent uploads' });
    const choice = within(list).getByRole('button', { name: /640 × 480 px/ });
    expect(choice.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(choice);
    expect(stored()).toBe(`/media/${demoApp.id}/images/newest.webp`);
    expect(choice.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers no upload outside an app', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Harness<string | null> initial={null} />
      </I18nextProvider>,
    );
    expect(screen.queryByLabelText(/^Upload image, /)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Picture' })).toBeTruthy();
  });
});
