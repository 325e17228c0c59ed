import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWarnings } from './lib/warn-once';
import { RenderBlocks } from './RenderBlocks';
import { page, withBlockContext } from './test/fixtures';

describe('RenderBlocks', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetWarnings();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('renders known blocks in order with defaults applied', async () => {
    render(
      withBlockContext(
        <RenderBlocks
          page={page}
          blocks={[
            { id: 'a', type: 'hero_block', props: { title: 'First' } },
            { id: 'b', type: 'button_block', props: {} },
          ]}
        />,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
    // The button's default text proves defaults were applied before rendering.
    expect(await screen.findByText('Open')).toBeTruthy();
    const order = [...document.querySelectorAll('[data-block-type]')].map((node) => node.getAttribute('data-block-type'));
    expect(order).toEqual(['hero_block', 'button_block']);
  });

  it('renders nothing for an unknown type and warns once per type', async () => {
    const { container } = render(
      withBlockContext(
        <RenderBlocks
          page={page}
          blocks={[
            { id: 'x1', type: 'rocket_block', props: {} },
            { id: 'x2', type: 'rocket_block', props: {} },
            { id: 't', type: 'text_block', props: { content: '<p>still here</p>' } },
          ]}
        />,
      ),
    );
    expect(await screen.findByText('still here')).toBeTruthy();
    expect(container.querySelectorAll('[data-block-type]')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('rocket_block');
  });

  it('renders nothing for invalid props and warns', async () => {
    const { container } = render(
      withBlockContext(<RenderBlocks page={page} blocks={[{ id: 'h', type: 'hero_block', props: { ratio: 2 } }]} />),
    );
    expect(container.querySelectorAll('[data-block-type]')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid props'), expect.anything());
  });
});
