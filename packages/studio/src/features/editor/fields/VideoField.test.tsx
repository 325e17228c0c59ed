import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import type { VideoData } from '@tessera/core/entities/block-data';
import { createI18n } from '../../../app/i18n/create-i18n';
import { objectShape } from './schema-helpers';
import { DateTimeField } from './DateTimeField';
import { VideoField } from './VideoField';

const i18n = createI18n('en');
const livestream = objectShape(blockSchemas.livestream_block);

function VideoHarness({ initial }: { initial: VideoData | null }) {
  const [value, setValue] = useState<VideoData | null | undefined>(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <VideoField label="Video" schema={livestream.video} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </I18nextProvider>
  );
}

const stored = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as VideoData | null;

describe('VideoField', () => {
  it('switches a video on and off', () => {
    render(<VideoHarness initial={null} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Show a video' }));
    expect(stored()).toEqual({ provider: 'youtube', url: '', thumbnail: null, duration_seconds: null });
    fireEvent.click(screen.getByRole('switch', { name: 'Show a video' }));
    expect(stored()).toBeNull();
  });

  it('edits the provider (an uploaded file has none) and the address, with the schema message', () => {
    render(<VideoHarness initial={{ provider: 'youtube', url: '', thumbnail: null, duration_seconds: null }} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Hosted on' }), { target: { value: 'file' } });
    expect(stored()?.provider).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Hosted on' }), { target: { value: 'vimeo' } });
    const address = screen.getByRole('textbox', { name: 'Video address' });
    fireEvent.change(address, { target: { value: 'vimeo.com/1' } });
    expect(screen.getByText('Must be a URL starting with http:// or https://')).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://vimeo.com/76979871' } });
    expect(stored()).toMatchObject({ provider: 'vimeo', url: 'https://vimeo.com/76979871' });
    expect(screen.queryByText('Must be a URL starting with http:// or https://')).toBeNull();
  });
});

describe('DateTimeField', () => {
  it('stores the typed local time with the owner’s offset, and null when emptied', () => {
    function Harness() {
      const [value, setValue] = useState<string | null | undefined>(null);
      return (
        <I18nextProvider i18n={i18n}>
          <DateTimeField label="Starts at" hint="In your time" schema={livestream.starts_at} value={value} onChange={setValue} />
          <output data-testid="value">{JSON.stringify(value)}</output>
        </I18nextProvider>
      );
    }
    render(<Harness />);
    const input = screen.getByLabelText('Starts at');
    fireEvent.change(input, { target: { value: '2026-05-01T18:30' } });
    // Tests run in UTC.
    expect(screen.getByTestId('value').textContent).toBe('"2026-05-01T18:30:00+00:00"');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});
