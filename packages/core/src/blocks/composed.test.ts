import { describe, expect, it } from 'vitest';
import { COMPOSED_BLOCKS_MAX, NESTED_COMPOSED_BLOCK, TOO_MANY_COMPOSED_BLOCKS, composedSchema } from './composed';

const text = (id: string) => ({ id, type: 'text_block', props: { content: `<p>${id}</p>` } });

describe('composedSchema', () => {
  it('fills every field with its default', () => {
    expect(composedSchema.parse({})).toEqual({ layout: 'stack', gap: 'medium', blocks: [], background_color: null, schedule: null });
  });

  it('keeps its children as stored blocks', () => {
    const props = composedSchema.parse({ layout: 'columns', blocks: [text('a'), text('b')] });
    expect(props.blocks.map((child) => child.id)).toEqual(['a', 'b']);
  });

  it('refuses a composed block inside a composed block', () => {
    const result = composedSchema.safeParse({ blocks: [text('a'), { id: 'inner', type: 'composed_block', props: {} }] });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['blocks', 1, 'type'], message: NESTED_COMPOSED_BLOCK })]);
  });

  it('refuses more children than it can lay out', () => {
    const blocks = Array.from({ length: COMPOSED_BLOCKS_MAX + 1 }, (_, index) => text(`t${index}`));
    expect(composedSchema.safeParse({ blocks }).error?.issues[0]).toMatchObject({ path: ['blocks'], message: TOO_MANY_COMPOSED_BLOCKS });
  });

  it('refuses children that are not blocks', () => {
    expect(composedSchema.safeParse({ blocks: [{ id: 'x', type: 'text', props: {} }] }).error?.issues[0]).toMatchObject({
      path: ['blocks', 0, 'type'],
      message: 'Block type must end in _block',
    });
  });

  it('refuses an unknown layout or gap', () => {
    expect(composedSchema.safeParse({ layout: 'grid' }).error?.issues[0]?.path).toEqual(['layout']);
    expect(composedSchema.safeParse({ gap: 'huge' }).error?.issues[0]?.path).toEqual(['gap']);
  });
});
