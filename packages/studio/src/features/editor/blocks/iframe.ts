import { RATIO_MAX, RATIO_MIN } from '@tessera/core/constants';
import type { BlockDefinition } from '../field-spec';

export const iframeDefinition: BlockDefinition<'iframe_block'> = {
  label: 'blocks.iframe.name',
  category: 'advanced',
  fields: {
    url: { kind: 'text', label: 'blocks.iframe.url', placeholder: 'https://' },
    title: { kind: 'text', label: 'blocks.iframe.title' },
    ratio: {
      kind: 'number',
      label: 'blocks.common.ratio',
      min: RATIO_MIN,
      max: RATIO_MAX,
      step: 1,
    },
    allow_fullscreen: { kind: 'toggle', label: 'blocks.iframe.allowFullscreen' },
  },
};
