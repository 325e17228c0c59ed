import type { StoredBlock } from '../entities/page';
import { COMPOSED_BLOCK_TYPE, isStoredBlock } from './block-tree';
import { parseBlock } from './registry';

/**
 * Blocks as members receive them (page props, overlays): each parsed by its own schema, so its
 * props carry their defaults, the children of composed blocks too; a block that no longer passes
 * (an unknown type, props an older schema allowed) is left out, as the renderer would skip it.
 * The member app trusts these props as they are and loads no schema to read a page (decision 037).
 */
export function publishedBlocks(blocks: readonly StoredBlock[]): StoredBlock[] {
  return blocks.flatMap((stored): StoredBlock[] => {
    const result = parseBlock(stored);
    if (!result.ok) return [];
    const { block } = result;
    if (block.type !== COMPOSED_BLOCK_TYPE) return [block];
    const children = block.props.blocks.filter(isStoredBlock);
    return [{ ...block, props: { ...block.props, blocks: publishedBlocks(children) } }];
  });
}
