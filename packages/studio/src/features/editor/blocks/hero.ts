import type { BlockDefinition } from '../field-spec';

export const heroDefinition: BlockDefinition<'hero_block'> = {
  label: 'blocks.hero.name',
  category: 'content',
  fields: {
    title: { kind: 'text', label: 'blocks.hero.title' },
    subtitle: { kind: 'textarea', label: 'blocks.hero.subtitle' },
    image: { kind: 'image', label: 'blocks.hero.image' },
    ratio: { kind: 'number', label: 'blocks.common.ratio', min: 10, max: 300, step: 1 },
    text_color: { kind: 'color', label: 'blocks.hero.textColor' },
    overlay: { kind: 'number', label: 'blocks.hero.overlay', min: 0, max: 100, step: 5 },
    action: { kind: 'action', label: 'blocks.common.action' },
    action_text: { kind: 'text', label: 'blocks.hero.actionText' },
  },
};
