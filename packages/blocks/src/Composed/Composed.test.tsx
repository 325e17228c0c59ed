import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import { page, withBlockContext } from '../test/fixtures';
import Composed from './index';

/** Props as members receive them: the composed block and its children published (decision 037). */
const props = (input: object) => {
  const [published] = publishedBlocks([{ id: 'c', type: 'composed_block', props: input as Record<string, unknown> }]);
  return blockSchemas.composed_block.parse(published!.props);
};

describe('Composed', () => {
  it('renders its children through the block machinery, in order', async () => {
    const { container } = render(
      withBlockContext(
        <Composed
          id="c"
          page={page}
          props={props({
            layout: 'columns',
            gap: 'large',
            blocks: [
              { id: 'a', type: 'text_block', props: { content: '<p>Left</p>' } },
              { id: 'b', type: 'button_block', props: { text: 'Right' } },
            ],
          })}
        />,
      ),
    );
    expect(await screen.findByText('Left')).toBeTruthy();
    expect(await screen.findByText('Right')).toBeTruthy();
    const children = [...container.querySelectorAll('[data-block-id]')].map((node) => node.getAttribute('data-block-id'));
    expect(children).toEqual(['a', 'b']);
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toMatch(/columns/);
    expect(root.className).toMatch(/gap-large/);
  });

  it('renders the children publishing kept: invalid ones are left out', async () => {
    const { container } = render(
      withBlockContext(
        <Composed
          id="c"
          page={page}
          props={props({ blocks: [{ id: 'bad', type: 'hero_block', props: { ratio: 1 } }, { id: 'ok', type: 'text_block', props: { content: '<p>Fine</p>' } }] })}
        />,
      ),
    );
    expect(await screen.findByText('Fine')).toBeTruthy();
    expect(container.querySelector('[data-block-id="bad"]')).toBeNull();
    expect((container.firstElementChild as HTMLElement).className).toMatch(/stack/);
  });

  it('never makes a picture inside it the page’s LCP picture: it loads lazily, without high priority', async () => {
    render(
      withBlockContext(
        <Composed id="c" page={page} props={props({ layout: 'stack', blocks: [{ id: 'i', type: 'image_block', props: { image: '/media/a/i/x-800x600.webp', alt: 'Inside' } }] })} />,
      ),
    );
    const img = await screen.findByRole('img', { name: 'Inside' }, { timeout: 5_000 });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('renders nothing without children', () => {
    const { container } = render(withBlockContext(<Composed id="c" page={page} props={props({})} />));
    expect(container.innerHTML).toBe('');
  });
});
