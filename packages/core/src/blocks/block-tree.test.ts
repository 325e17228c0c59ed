import { describe, expect, it } from 'vitest';
import { blocksById, childBlocksOf, isStoredBlock } from './block-tree';

const text = (id: string) => ({ id, type: 'text_block', props: { content: `<p>${id}</p>` } });

describe('block tree', () => {
  it('knows a block by its shape alone', () => {
    expect(isStoredBlock(text('a'))).toBe(true);
    expect([null, [], 'x', { id: 'a', type: 'text_block' }, { id: 1, type: 'text_block', props: {} }, { id: 'a', type: 'x', props: [] }].some(isStoredBlock)).toBe(false);
  });

  it("finds a composed block's children and skips what is not a block", () => {
    const group = { id: 'g', type: 'composed_block', props: { blocks: [text('c1'), 'junk', text('c2')] } };
    expect(childBlocksOf(group).map((child) => child.id)).toEqual(['c1', 'c2']);
    // Only a composed block holds blocks.
    expect(childBlocksOf({ id: 'x', type: 'text_block', props: { blocks: [text('c3')] } })).toEqual([]);
    expect([...blocksById([text('a'), group]).keys()]).toEqual(['a', 'g', 'c1', 'c2']);
  });
});
