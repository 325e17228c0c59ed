import { fieldError } from '@tessera/core/error-catalogue';
import type { FastifyRequest } from 'fastify';

/** Deeper than any contract goes; deeper input is refused before anything walks it. */
const MAX_DEPTH = 32;

// PostgreSQL refuses U+0000 in text and jsonb, and an unpaired surrogate in jsonb; neither is
// ever meaningful in what people type.
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Problem = { path: string[]; code: 'invalid_characters' | 'too_deep' };

/** The first string (or key) in a parsed input that no database column can hold, or nesting too deep. */
export function findBadInput(value: unknown, path: string[] = [], depth = 0): Problem | null {
  if (typeof value === 'string') return BAD_CHARACTER.test(value) ? { path, code: 'invalid_characters' } : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return { path, code: 'too_deep' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findBadInput(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (BAD_CHARACTER.test(key)) return { path: [...path, key], code: 'invalid_characters' };
    const found = findBadInput(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Runs before validation on every route, once for the whole server: a NUL byte, an unpaired
 * surrogate or absurd nesting in the path, the query or a JSON body is a 400 naming the field,
 * never a database error.
 */
export async function guardInput(request: FastifyRequest) {
  for (const [source, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
    const problem = findBadInput(value);
    if (problem) throw fieldError([source, ...problem.path].join('.'), problem.code);
  }
}
