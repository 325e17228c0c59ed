import { describe, expect, it } from 'vitest';
import { blockTypes } from '@tessera/core/blocks/registry';
import { createI18n } from '../../../app/i18n/create-i18n';
import { blockChoicesFor } from './block-choices';

describe('block choices', () => {
  it('offers every block type once, grouped in the block list order, by its translated name', () => {
    const choices = blockChoicesFor(createI18n('en').t);
    expect(choices.map((choice) => choice.type).sort()).toEqual([...blockTypes].sort());
    expect(choices[0]).toMatchObject({ category: 'content', categoryName: 'Content' });
    expect(choices.find((choice) => choice.type === 'composed_block')?.name).toBe('Group of blocks');
    // Categories never interleave: each one's types stand together.
    const order = choices.map((choice) => choice.category).filter((category, index, all) => all.indexOf(category) === index);
    expect(choices.map((choice) => choice.category)).toEqual(order.flatMap((category) => choices.filter((choice) => choice.category === category).map(() => category)));
  });
});
