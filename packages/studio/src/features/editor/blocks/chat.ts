import type { BlockDefinition } from '../field-spec';

export const chatDefinition: BlockDefinition<'chat_block'> = {
  label: 'blocks.chat.name',
  category: 'community',
  fields: {
    title: { kind: 'text', label: 'blocks.chat.title' },
    thread_id: { kind: 'text', label: 'blocks.chat.thread', isSameInEveryLanguage: true },
  },
};
