import type { BlockDefinitions } from './field-spec';
import { buttonDefinition } from './blocks/button';
import { collectionDefinition } from './blocks/collection';
import { heroDefinition } from './blocks/hero';
import { imageDefinition } from './blocks/image';
import { textDefinition } from './blocks/text';

/** The studio side of the block registry: one definition per block type, checked by the type. */
export const blockDefinitions: BlockDefinitions = {
  hero_block: heroDefinition,
  text_block: textDefinition,
  image_block: imageDefinition,
  button_block: buttonDefinition,
  collection_block: collectionDefinition,
};
