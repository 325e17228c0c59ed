import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Iframe from './index';
import { sandboxFor } from './sandbox';

const props = (input: object) => blockSchemas.iframe_block.parse(input);

describe('Iframe', () => {
  it('shows a loading shimmer until the embedded page has loaded', () => {
    render(withBlockContext(<Iframe id="i" page={page} props={props({ url: 'https://example.com/embed' })} />));
    expect(screen.getByTestId('embed-loading').getAttribute('aria-hidden')).toBe('true');
    fireEvent.load(screen.getByTitle('Embedded content'));
    expect(screen.queryByTestId('embed-loading')).toBeNull();
  });

  it('embeds an https page in a sandboxed, titled, lazy frame at the base height', () => {
    const { container } = render(
      withBlockContext(
        <Iframe id="i" page={page} props={props({ url: 'https://example.com/embed' })} />,
      ),
    );
    const frame = screen.getByTitle('Embedded content');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://example.com/embed');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(
      (container.querySelector('iframe')?.parentElement as HTMLElement).style.getPropertyValue(
        '--iframe-height',
      ),
    ).toBe('200px');
  });

  it("takes its height from the ratio when set, and the owner's title", () => {
    const { container } = render(
      withBlockContext(
        <Iframe
          id="i"
          page={page}
          props={props({
            url: 'https://example.com',
            ratio: 75,
            title: 'Booking',
            allow_fullscreen: false,
          })}
        />,
      ),
    );
    const frame = screen.getByTitle('Booking');
    expect((frame.parentElement as HTMLElement).style.getPropertyValue('--iframe-ratio')).toBe(
      '75',
    );
    expect(frame.getAttribute('allow')).not.toContain('fullscreen');
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('renders nothing without an address', () => {
    const { container } = render(withBlockContext(<Iframe id="i" page={page} props={props({})} />));
    expect(container.innerHTML).toBe('');
  });
});

describe('sandboxFor', () => {
  it("lets another site keep its origin but never the app's own pages", () => {
    expect(sandboxFor('https://example.com/x', 'https://app.test')).toContain('allow-same-origin');
    expect(sandboxFor('https://app.test/x', 'https://app.test')).not.toContain('allow-same-origin');
    expect(sandboxFor('not a url', 'https://app.test')).not.toContain('allow-same-origin');
  });
});
