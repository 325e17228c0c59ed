import { z } from 'zod';
import type { StoredBlock } from '../entities/page';
import { storedBlockSchema } from '../entities/page';
import { COMPOSED_BLOCK_TYPE } from './block-tree';
import { parseBlock } from './registry';

export const UNKNOWN_BLOCK_TYPE = 'Unknown block type';

/** One reason a block cannot be published: which block, which prop (dotted path), and why. */
export type BlockProblem = {
  block_id: string;
  block_type: string;
  /** Dotted path inside the block's props (e.g. `ratio`, `links.0.url`); `type` for an unknown type. */
  field: string;
  message: string;
};

const childrenSchema = z.array(storedBlockSchema);

/** The stored children of a composed block, if they are shaped like blocks at all. */
function childrenOf(block: StoredBlock): StoredBlock[] {
  const parsed = childrenSchema.safeParse(block.props.blocks);
  return parsed.success ? parsed.data : [];
}

/**
 * Every problem in a page's blocks, children of composed blocks included; empty when the document
 * can be published. Each block is checked against its own schema (the same one the renderer uses),
 * so what publishes is exactly what renders. A composed child that is itself composed is reported
 * once, on its parent's `blocks.N.type`, and not searched further.
 */
export function validateBlockDocument(blocks: readonly StoredBlock[]): BlockProblem[] {
  const problems: BlockProblem[] = [];
  for (const block of blocks) {
    const result = parseBlock(block);
    if (!result.ok && result.reason === 'unknown_type') {
      problems.push({ block_id: block.id, block_type: block.type, field: 'type', message: UNKNOWN_BLOCK_TYPE });
      continue;
    }
    if (!result.ok) {
      for (const issue of result.issues) {
        problems.push({ block_id: block.id, block_type: block.type, field: issue.path.map(String).join('.'), message: issue.message });
      }
    }
    if (block.type === COMPOSED_BLOCK_TYPE) {
      const children = childrenOf(block).filter((child) => child.type !== COMPOSED_BLOCK_TYPE);
      problems.push(...validateBlockDocument(children));
    }
  }
  return problems;
}
