import type { BlockDefinition } from '../field-spec';

export const shareDefinition: BlockDefinition<'share_block'> = {
  label: 'blocks.share.name',
  category: 'community',
  fields: {
    title: { kind: 'text', label: 'blocks.share.title' },
    text: { kind: 'textarea', label: 'blocks.share.text' },
    url: { kind: 'text', label: 'blocks.share.url', placeholder: 'https://' },
    button_text: { kind: 'text', label: 'blocks.share.buttonText' },
  },
};
