import type { StoredBlock } from '../entities/page';

// Zod-free: the member app's startup code (the translation merge) walks blocks without the schemas.

/** The stored type of the block that groups other blocks (`composed.ts` holds its schema). */
export const COMPOSED_BLOCK_TYPE = 'composed_block';

/** A JSON object (not an array, not null): what stored props, translations and list items are. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value has the shape of a stored block (`{ id, type, props }`), before any schema. */
export function isStoredBlock(value: unknown): value is StoredBlock {
  return isRecord(value) && typeof value.id === 'string' && typeof value.type === 'string' && isRecord(value.props);
}

/** The blocks a composed block holds (none for any other block); what is not block-shaped is skipped. */
export function childBlocksOf(block: StoredBlock): StoredBlock[] {
  const children = block.type === COMPOSED_BLOCK_TYPE ? block.props.blocks : undefined;
  return Array.isArray(children) ? children.filter(isStoredBlock) : [];
}

/** Every block of a document by id, composed blocks' children included (ids are unique per page). */
export function blocksById(blocks: StoredBlock[], found = new Map<string, StoredBlock>()): Map<string, StoredBlock> {
  for (const stored of blocks) {
    found.set(stored.id, stored);
    blocksById(childBlocksOf(stored), found);
  }
  return found;
}
