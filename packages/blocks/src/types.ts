import type { BlockPropsMap, BlockType } from '@tessera/core/blocks/registry';
import type { PageAttributes, PageReference } from '@tessera/core/entities/page';

/** The parts of a page that blocks read besides their own props. */
export type BlockPageData = {
  page_title: string;
  attributes: PageAttributes;
  /** Pages that blocks point at, keyed by page id (page props `references`). */
  references: Record<string, PageReference>;
};

/** What every renderer receives: its own validated props, never another block's. */
export type BlockRendererProps<K extends BlockType> = {
  id: string;
  props: BlockPropsMap[K];
  page: BlockPageData;
};
