import type { BlockPropsMap, BlockType } from '@tessera/core/blocks/registry';
import type { PageAttributes, PageReference } from '@tessera/core/entities/page';

/** The parts of a page that blocks read besides their own props. */
export type BlockPageData = {
  page_title: string;
  attributes: PageAttributes;
  /** Pages that blocks point at, keyed by page id (page props `references`). */
  references: Record<string, PageReference>;
  /**
   * When to decide scheduled blocks' visibility for, in ms since the epoch. Left out, the blocks
   * follow the clock and show or hide themselves when a window opens or closes.
   */
  now?: number;
  /** The member's IANA timezone for `subscriber` schedules; left out, the device's. */
  timezone?: string;
  /**
   * The next page of the sequence this page is in. RenderBlocks hands it to its blocks as the
   * context's `nextPath` (what `open_next` goes to); left out, the context's own applies.
   */
  next_path?: string | null;
};

/** What every renderer receives: its own validated props, never another block's. */
export type BlockRendererProps<K extends BlockType> = {
  id: string;
  props: BlockPropsMap[K];
  page: BlockPageData;
  /** The page's largest picture above the fold (`lib/lcp-image.ts`): load it first, never lazily. */
  isLcp?: boolean;
  /** Among the blocks a phone's first screen shows (`lib/first-screen.ts`): its pictures are not deferred. */
  isAboveFold?: boolean;
};
