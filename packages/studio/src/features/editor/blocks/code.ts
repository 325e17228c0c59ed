import type { BlockDefinition } from '../field-spec';

export const codeDefinition: BlockDefinition<'code_block'> = {
  label: 'blocks.code.name',
  category: 'advanced',
  fields: {
    title: { kind: 'text', label: 'blocks.code.title' },
    html: { kind: 'textarea', label: 'blocks.code.html' },
    css: { kind: 'textarea', label: 'blocks.code.css' },
    js: { kind: 'textarea', label: 'blocks.code.js' },
    height: { kind: 'number', label: 'blocks.code.height', min: 40, max: 2000, step: 10 },
    ratio: { kind: 'number', label: 'blocks.code.ratio', min: 10, max: 300, step: 1 },
    auto_height: { kind: 'toggle', label: 'blocks.code.autoHeight' },
  },
};
