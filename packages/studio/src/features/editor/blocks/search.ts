import { pageContentTypes } from '@tessera/core/entities/page';
import type { BlockDefinition } from '../field-spec';

export const searchDefinition: BlockDefinition<'search_block'> = {
  label: 'blocks.search.name',
  category: 'navigation',
  fields: {
    placeholder: { kind: 'text', label: 'blocks.search.placeholder' },
    content_type: {
      kind: 'select',
      label: 'blocks.search.contentType',
      options: pageContentTypes.map((type) => ({ label: `blocks.search.contentTypes.${type}`, value: type })),
    },
    limit: { kind: 'number', label: 'blocks.search.limit', min: 1, max: 20, step: 1 },
  },
};
