import type { BlockDefinition } from '../field-spec';

export const collectionDefinition: BlockDefinition<'collection_block'> = {
  label: 'blocks.collection.name',
  category: 'navigation',
  fields: {
    title: { kind: 'text', label: 'blocks.collection.title' },
    layout: {
      kind: 'select',
      label: 'blocks.collection.layout',
      options: [
        { label: 'blocks.collection.layoutList', value: 'list' },
        { label: 'blocks.collection.layoutGrid', value: 'grid' },
      ],
    },
    items: { kind: 'list', label: 'blocks.collection.items', itemLabel: 'blocks.collection.item', fields: { page_id: { kind: 'page', label: 'blocks.collection.page' } } },
  },
};
