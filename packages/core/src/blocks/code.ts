import { z } from 'zod';
import { BLOCK_BASE_HEIGHT } from '../constants';
import { maxLength, valueBetween } from '../messages';
import { blockSchema } from './block-base';
import { ratioSchema } from './ratio';

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

/** A height the frame reported, kept inside the bounds an owner could have typed. */
export function clampCodeHeight(height: number): number {
  return Math.min(CODE_HEIGHT_MAX, Math.max(CODE_HEIGHT_MIN, Math.ceil(height)));
}
