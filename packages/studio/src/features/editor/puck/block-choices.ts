import type { TFunction } from 'i18next';
import { blockDefinitions } from '../block-definitions';
import { BLOCK_CATEGORIES } from '../field-spec';
import type { BlockDefinition } from '../field-spec';
import type { BlockChoice } from './BlockTools';

type LooseDefinitions = Record<string, Pick<BlockDefinition<never>, 'label' | 'category'>>;

/** Every block type the owner can add, in the block list's order, named in the studio's language. */
export function blockChoicesFor(t: TFunction, definitions: LooseDefinitions = blockDefinitions as unknown as LooseDefinitions): BlockChoice[] {
  return BLOCK_CATEGORIES.flatMap((category) =>
    Object.entries(definitions)
      .filter(([, definition]) => definition.category === category)
      .map(([type, definition]) => ({ type, name: t(definition.label), category, categoryName: t(`editor.categories.${category}`) })),
  );
}
