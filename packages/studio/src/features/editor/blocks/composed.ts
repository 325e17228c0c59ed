import type { BlockDefinition } from '../field-spec';

/**
 * The inner blocks (`blocks`) are edited on the canvas: a drop zone in the chosen layout and gap,
 * where blocks are dragged in, selected and edited with their own fields, reordered and dragged
 * out. It takes every block type its schema allows (no composed block inside a composed one).
 */
export const composedDefinition: BlockDefinition<'composed_block'> = {
  label: 'blocks.composed.name',
  category: 'content',
  fields: {
    layout: {
      kind: 'select',
      label: 'blocks.composed.layout',
      options: [
        { label: 'blocks.composed.layoutStack', value: 'stack' },
        { label: 'blocks.composed.layoutColumns', value: 'columns' },
      ],
    },
    gap: {
      kind: 'select',
      label: 'blocks.composed.gap',
      options: [
        { label: 'blocks.composed.gapNone', value: 'none' },
        { label: 'blocks.composed.gapSmall', value: 'small' },
        { label: 'blocks.composed.gapMedium', value: 'medium' },
        { label: 'blocks.composed.gapLarge', value: 'large' },
      ],
    },
    blocks: { kind: 'blocks', label: 'blocks.composed.blocks' },
  },
};
