import type { BlockDefinition } from '../field-spec';

export const buttonDefinition: BlockDefinition<'button_block'> = {
  label: 'blocks.button.name',
  category: 'navigation',
  fields: {
    text: { kind: 'text', label: 'blocks.button.text' },
    color: { kind: 'color', label: 'blocks.common.color' },
    action: { kind: 'action', label: 'blocks.common.action' },
  },
};
