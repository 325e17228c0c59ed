import { describe, expect, it } from 'vitest';
import { NESTED_COMPOSED_BLOCK } from './composed';
import { UNKNOWN_BLOCK_TYPE, validateBlockDocument } from './validate-document';

describe('validateBlockDocument', () => {
  it('finds nothing wrong with valid blocks', () => {
    expect(
      validateBlockDocument([
        { id: 'h', type: 'hero_block', props: { title: 'Hi', ratio: 56 } },
        { id: 'c', type: 'composed_block', props: { blocks: [{ id: 't', type: 'text_block', props: { content: '<p>x</p>' } }] } },
      ]),
    ).toEqual([]);
  });

  it('reports each invalid field with the block id, type, field and message', () => {
    expect(
      validateBlockDocument([
        { id: 'h', type: 'hero_block', props: { ratio: 5 } },
        { id: 's', type: 'social_block', props: { links: [{ network: 'email', url: 'nope' }] } },
      ]),
    ).toEqual([
      { block_id: 'h', block_type: 'hero_block', field: 'ratio', message: 'Ratio Out Of Range' },
      { block_id: 's', block_type: 'social_block', field: 'links.0.url', message: 'Field must be an email.' },
    ]);
  });

  it('reports unknown block types', () => {
    expect(validateBlockDocument([{ id: 'r', type: 'rocket_block', props: {} }])).toEqual([
      { block_id: 'r', block_type: 'rocket_block', field: 'type', message: UNKNOWN_BLOCK_TYPE },
    ]);
  });

  it('checks the children of composed blocks as blocks of their own', () => {
    expect(
      validateBlockDocument([
        {
          id: 'c',
          type: 'composed_block',
          props: {
            layout: 'columns',
            blocks: [
              { id: 'child-hero', type: 'hero_block', props: { ratio: 400 } },
              { id: 'child-x', type: 'mystery_block', props: {} },
            ],
          },
        },
      ]),
    ).toEqual([
      { block_id: 'child-hero', block_type: 'hero_block', field: 'ratio', message: 'Ratio Out Of Range' },
      { block_id: 'child-x', block_type: 'mystery_block', field: 'type', message: UNKNOWN_BLOCK_TYPE },
    ]);
  });

  it('reports a nested composed block once, on its parent, and still checks the siblings', () => {
    expect(
      validateBlockDocument([
        {
          id: 'outer',
          type: 'composed_block',
          props: {
            blocks: [
              { id: 'inner', type: 'composed_block', props: { blocks: [{ id: 'deep', type: 'hero_block', props: { ratio: 1 } }] } },
              { id: 'sibling', type: 'code_block', props: { height: 1 } },
            ],
          },
        },
      ]),
    ).toEqual([
      { block_id: 'outer', block_type: 'composed_block', field: 'blocks.0.type', message: NESTED_COMPOSED_BLOCK },
      { block_id: 'sibling', block_type: 'code_block', field: 'height', message: 'Value must be between 40 and 2000' },
    ]);
  });
});
