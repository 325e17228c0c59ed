import type { BlockDefinition } from '../field-spec';

export const attachmentDefinition: BlockDefinition<'attachment_block'> = {
  label: 'blocks.attachment.name',
  category: 'media',
  fields: {
    url: { kind: 'text', label: 'blocks.attachment.url', placeholder: 'https://' },
    title: { kind: 'text', label: 'blocks.attachment.title' },
    description: { kind: 'textarea', label: 'blocks.attachment.description' },
    file_type: {
      kind: 'text',
      label: 'blocks.attachment.fileType',
      placeholder: 'application/pdf',
      isSameInEveryLanguage: true,
    },
    file_size_bytes: { kind: 'number', label: 'blocks.attachment.fileSize', min: 0, step: 1 },
  },
};
