import { z } from 'zod';
import { storedBlockSchema } from '../entities/page';
import { blockSchema } from './block-base';
import { COMPOSED_BLOCK_TYPE } from './block-tree';

export const NESTED_COMPOSED_BLOCK = 'A composed block cannot contain another composed block';
export const COMPOSED_BLOCKS_MAX = 12;
export const TOO_MANY_COMPOSED_BLOCKS = `A composed block holds at most ${COMPOSED_BLOCKS_MAX} blocks`;

export const composedLayouts = ['stack', 'columns'] as const;
/** Space between the inner blocks, mapped to fixed steps so every app keeps the same rhythm. */
export const composedGaps = ['none', 'small', 'medium', 'large'] as const;

/**
 * Blocks grouped as one: stacked, or side by side in two columns that fall back to one on a
 * phone. Children are stored blocks validated by their own schemas (see `validateBlockDocument`);
 * nesting stops at one level so a page never turns into a tree the studio cannot show.
 */
export const composedSchema = blockSchema({
  layout: z.enum(composedLayouts).default('stack'),
  gap: z.enum(composedGaps).default('medium'),
  blocks: z
    .array(
      storedBlockSchema.refine((child) => child.type !== COMPOSED_BLOCK_TYPE, {
        message: NESTED_COMPOSED_BLOCK,
        path: ['type'],
      }),
    )
    .max(COMPOSED_BLOCKS_MAX, TOO_MANY_COMPOSED_BLOCKS)
    .default([]),
});
export type ComposedProps = z.infer<typeof composedSchema>;
