import { iconNames } from '@tessera/core/blocks/icon-list';
import type { BlockDefinition } from '../field-spec';

/** `map_pin` → `mapPin`: i18n keys are camelCase. */
const camel = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

export const iconListDefinition: BlockDefinition<'icon_list_block'> = {
  label: 'blocks.iconList.name',
  category: 'content',
  fields: {
    title: { kind: 'text', label: 'blocks.iconList.title' },
    icon_color: { kind: 'color', label: 'blocks.iconList.iconColor' },
    items: {
      kind: 'list',
      label: 'blocks.iconList.items',
      itemLabel: 'blocks.iconList.item',
      fields: {
        icon: {
          kind: 'select',
          label: 'blocks.iconList.icon',
          options: iconNames.map((name) => ({
            label: `blocks.iconList.icons.${camel(name)}`,
            value: name,
          })),
        },
        title: { kind: 'text', label: 'blocks.iconList.itemTitle' },
        text: { kind: 'textarea', label: 'blocks.iconList.itemText' },
      },
    },
  },
};
