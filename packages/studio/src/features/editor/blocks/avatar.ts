import type { BlockDefinition } from '../field-spec';

export const avatarDefinition: BlockDefinition<'avatar_block'> = {
  label: 'blocks.avatar.name',
  category: 'community',
  fields: {
    image: { kind: 'image', label: 'blocks.avatar.image' },
    name: { kind: 'text', label: 'blocks.avatar.personName' },
    caption: { kind: 'textarea', label: 'blocks.avatar.caption' },
    size: {
      kind: 'select',
      label: 'blocks.avatar.size',
      options: [
        { label: 'blocks.avatar.sizeSmall', value: 'small' },
        { label: 'blocks.avatar.sizeMedium', value: 'medium' },
        { label: 'blocks.avatar.sizeLarge', value: 'large' },
      ],
    },
    align: {
      kind: 'select',
      label: 'blocks.avatar.align',
      options: [
        { label: 'blocks.avatar.alignCenter', value: 'center' },
        { label: 'blocks.avatar.alignLeft', value: 'left' },
      ],
    },
    action: { kind: 'action', label: 'blocks.common.action' },
  },
};
