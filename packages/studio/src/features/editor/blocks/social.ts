import { socialNetworks } from '@tessera/core/blocks/social';
import type { BlockDefinition } from '../field-spec';

export const socialDefinition: BlockDefinition<'social_block'> = {
  label: 'blocks.social.name',
  category: 'community',
  fields: {
    title: { kind: 'text', label: 'blocks.social.title' },
    links: {
      kind: 'list',
      label: 'blocks.social.links',
      itemLabel: 'blocks.social.link',
      fields: {
        network: {
          kind: 'select',
          label: 'blocks.social.network',
          options: socialNetworks.map((network) => ({ label: `blocks.social.networks.${network}`, value: network })),
        },
        url: { kind: 'text', label: 'blocks.social.url', placeholder: 'https://' },
      },
    },
    align: {
      kind: 'select',
      label: 'blocks.social.align',
      options: [
        { label: 'blocks.social.alignLeft', value: 'left' },
        { label: 'blocks.social.alignCenter', value: 'center' },
      ],
    },
  },
};
