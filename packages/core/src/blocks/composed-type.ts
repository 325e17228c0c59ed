// Zod-free, so startup code of the member app (the translation merge) can name it without pulling in the schemas.

/** The stored type of the block that groups other blocks (`composed.ts` holds its schema). */
export const COMPOSED_BLOCK_TYPE = 'composed_block';
