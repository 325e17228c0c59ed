import type { BlockDefinition } from '../field-spec';

export const memberDirectoryDefinition: BlockDefinition<'member_directory_block'> = {
  label: 'blocks.memberDirectory.name',
  category: 'community',
  fields: {
    title: { kind: 'text', label: 'blocks.memberDirectory.title' },
    limit: { kind: 'number', label: 'blocks.memberDirectory.limit', min: 1, max: 24, step: 1 },
    layout: {
      kind: 'select',
      label: 'blocks.memberDirectory.layout',
      options: [
        { label: 'blocks.memberDirectory.layoutGrid', value: 'grid' },
        { label: 'blocks.memberDirectory.layoutList', value: 'list' },
      ],
    },
  },
};
