import type { BlockDefinition } from '../field-spec';

export const imageDefinition: BlockDefinition<'image_block'> = {
  label: 'blocks.image.name',
  category: 'media',
  fields: {
    image: { kind: 'image', label: 'blocks.image.image' },
    alt: { kind: 'text', label: 'blocks.image.alt' },
    ratio: { kind: 'number', label: 'blocks.common.ratio', min: 10, max: 300, step: 1 },
    caption: { kind: 'text', label: 'blocks.image.caption' },
    action: { kind: 'action', label: 'blocks.common.action' },
    video: { kind: 'video', label: 'blocks.video.label' },
    page_attribute_slug: { kind: 'attribute', label: 'blocks.common.attribute' },
  },
};
