import type { BlockDefinition } from '../field-spec';

/**
 * The inner blocks (`blocks`) are not a field here: they are edited on the canvas as a nested
 * drop area once the editor supports one (Puck slot), so only the layout is listed.
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
  },
};
