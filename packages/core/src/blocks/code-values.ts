// Zod-free: the code block's renderer reads these without the schema (`code.ts`).

/**
 * The frame the code block runs in (served by the server with its own sandboxing CSP). The block
 * posts `{ type: CODE_DOCUMENT_MESSAGE, document }` to it once it says `{ type: CODE_READY_MESSAGE }`;
 * from then on the frame reports its content height as `{ type: CODE_HEIGHT_MESSAGE, height }`.
 */
export const CODE_FRAME_PATH = '/code-frame';
export const CODE_READY_MESSAGE = 'tessera-code-ready';
export const CODE_DOCUMENT_MESSAGE = 'tessera-code';
export const CODE_HEIGHT_MESSAGE = 'tessera-code-height';

export const CODE_HEIGHT_MIN = 40;
export const CODE_HEIGHT_MAX = 2000;
/** Each part is capped so one block cannot bloat the page document. */
export const CODE_PART_MAX = 50_000;

/** A height the frame reported, kept inside the bounds an owner could have typed. */
export function clampCodeHeight(height: number): number {
  return Math.min(CODE_HEIGHT_MAX, Math.max(CODE_HEIGHT_MIN, Math.ceil(height)));
}
