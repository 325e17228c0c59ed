import type { BlockDefinition } from '../field-spec';

export const livestreamDefinition: BlockDefinition<'livestream_block'> = {
  label: 'blocks.livestream.name',
  category: 'media',
  fields: {
    title: { kind: 'text', label: 'blocks.livestream.title' },
    video: { kind: 'video', label: 'blocks.livestream.video' },
    starts_at: { kind: 'datetime', label: 'blocks.livestream.startsAt', hint: 'blocks.livestream.startsAtHint' },
  },
};
