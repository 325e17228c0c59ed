import type { BlockDefinition } from '../field-spec';

export const textDefinition: BlockDefinition<'text_block'> = {
  label: 'blocks.text.name',
  category: 'content',
  fields: {
    content: { kind: 'richtext', label: 'blocks.text.content' },
    page_attribute_slug: { kind: 'attribute', label: 'blocks.common.attribute' },
  },
};
