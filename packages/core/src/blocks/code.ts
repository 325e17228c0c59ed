import { z } from 'zod';
import { CODE_HEIGHT_MAX, CODE_HEIGHT_MIN, CODE_PART_MAX } from './code-values';
import { BLOCK_BASE_HEIGHT } from '../constants';
import { maxLength, valueBetween } from '../messages';
import { blockSchema } from './block-base';
import { ratioSchema } from './ratio';

// The plain values live zod-free in `code-values.ts` (the renderer reads them without the schema).
export { clampCodeHeight, CODE_DOCUMENT_MESSAGE, CODE_FRAME_PATH, CODE_HEIGHT_MAX, CODE_HEIGHT_MIN, CODE_HEIGHT_MESSAGE, CODE_PART_MAX, CODE_READY_MESSAGE } from './code-values';

const codePart = z.string().max(CODE_PART_MAX, maxLength(CODE_PART_MAX)).default('');

/**
 * Owner-written HTML, CSS and JavaScript. It only ever runs inside a sandboxed iframe (scripts
 * allowed, never our origin), so it can neither read the member's session nor touch the page.
 * Its box is `height` pixels high, or follows the width when a ratio (10–300) is set, or — with
 * `auto_height` and no ratio — grows and shrinks with what the code draws (within the height
 * bounds), `height` being its size until the frame has measured itself.
 */
export const codeSchema = blockSchema({
  html: codePart,
  css: codePart,
  js: codePart,
  height: z
    .number({ error: valueBetween(CODE_HEIGHT_MIN, CODE_HEIGHT_MAX) })
    .int(valueBetween(CODE_HEIGHT_MIN, CODE_HEIGHT_MAX))
    .min(CODE_HEIGHT_MIN, valueBetween(CODE_HEIGHT_MIN, CODE_HEIGHT_MAX))
    .max(CODE_HEIGHT_MAX, valueBetween(CODE_HEIGHT_MIN, CODE_HEIGHT_MAX))
    .default(BLOCK_BASE_HEIGHT),
  ratio: ratioSchema.nullable().default(null),
  auto_height: z.boolean().default(false),
  /** Read by screen readers as the frame's name. */
  title: z.string().trim().max(120, maxLength(120)).default(''),
});
export type CodeProps = z.infer<typeof codeSchema>;
