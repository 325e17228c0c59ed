import { describe, expect, it } from 'vitest';
import { blockTypeNames } from './block-types';
import { publishedBlocks } from './published-blocks';
import { blockTypes, parseBlock } from './registry';

describe('blockTypeNames', () => {
  it('names exactly the types the registry has schemas for', () => {
    expect([...blockTypeNames].sort()).toEqual([...blockTypes].sort());
  });
});

describe('publishedBlocks', () => {
  it('writes each block with its defaults, so the member app can render it without its schema', () => {
    const [text] = publishedBlocks([{ id: 't1', type: 'text_block', props: { content: '<p>Hi</p>' } }]);
    const parsed = parseBlock({ id: 't1', type: 'text_block', props: { content: '<p>Hi</p>' } });
    expect(parsed.ok).toBe(true);
    expect(text).toEqual(parsed.ok ? parsed.block : null);
  });

  it('leaves out a block of an unknown type and one whose props no longer pass', () => {
    const blocks = publishedBlocks([
      { id: 'x', type: 'hologram_block', props: {} },
      { id: 'i', type: 'image_block', props: { ratio: 'not-a-ratio' } },
      { id: 't', type: 'text_block', props: {} },
    ]);
    expect(blocks.map((block) => block.id)).toEqual(['t']);
  });

  it('does the same inside composed blocks', () => {
    const [composed] = publishedBlocks([
      {
        id: 'c',
        type: 'composed_block',
        props: {
          blocks: [
            { id: 'in', type: 'text_block', props: {} },
            { id: 'out', type: 'hologram_block', props: {} },
          ],
        },
      },
    ]);
    const children = composed?.props.blocks as { id: string; props: Record<string, unknown> }[];
    expect(children.map((child) => child.id)).toEqual(['in']);
    const text = parseBlock({ id: 'in', type: 'text_block', props: {} });
    expect(children[0]).toEqual(text.ok ? text.block : null);
    expect(composed?.props.layout).toBe('stack');
  });
});
