import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import { formatFileSize } from './file-info';
import Attachment from './index';

const props = (input: object) => blockSchemas.attachment_block.parse(input);

describe('Attachment', () => {
  it('offers an uploaded file for download with its type and size', () => {
    const { container } = render(
      withBlockContext(
        <Attachment
          id="f"
          page={page}
          props={props({
            title: 'Meal plan',
            url: '/u/meal%20plan.pdf',
            file_size_bytes: 2_516_582,
          })}
        />,
      ),
    );
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/u/meal%20plan.pdf');
    expect(link.getAttribute('download')).toBe('meal plan.pdf');
    expect(link.getAttribute('aria-describedby')).toBe(screen.getByText('Meal plan').id);
    expect(screen.getByText('PDF · 2.4 MB')).toBeTruthy();
    expect(container.querySelector('audio')).toBeNull();
  });

  it('plays an audio file right here', () => {
    const { container } = render(
      withBlockContext(
        <Attachment
          id="f"
          page={page}
          props={props({ title: 'Breathing', url: '/u/breath.mp3' })}
        />,
      ),
    );
    const audio = container.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/u/breath.mp3');
    expect(audio?.getAttribute('aria-label')).toBe('Listen to Breathing');
    expect(audio?.hasAttribute('controls')).toBe(true);
  });

  it("knows audio by its MIME type and opens another site's file in a new tab", () => {
    const { container } = render(
      withBlockContext(
        <Attachment
          id="f"
          page={page}
          props={props({ url: 'https://cdn.example.com/file?id=1', file_type: 'audio/mpeg' })}
        />,
      ),
    );
    expect(container.querySelector('audio')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.hasAttribute('download')).toBe(false);
    expect(screen.getByText('file')).toBeTruthy();
    expect(screen.getByText('MPEG')).toBeTruthy();
  });

  it("speaks the member's language", () => {
    render(
      withBlockContext(<Attachment id="f" page={page} props={props({ url: '/u/a.pdf' })} />, {
        locale: 'de',
      }),
    );
    expect(screen.getByRole('link', { name: 'Herunterladen' })).toBeTruthy();
  });

  it('renders nothing without a file', () => {
    const { container } = render(
      withBlockContext(<Attachment id="f" page={page} props={props({ title: 'Soon' })} />),
    );
    expect(container.innerHTML).toBe('');
  });

  it('formats sizes in 1024s', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(15_728_640, 'en')).toBe('15 MB');
  });
});
