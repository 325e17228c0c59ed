import { z } from 'zod';

/**
 * The one rich-text policy: which HTML the studio may store and members may be shown. The server
 * sanitises rich-text props with it on save, the block renderers again on render (DOMPurify), so
 * a stored script never runs even if an older row slipped past.
 */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote',
  'h2', 'h3', 'h4', 'code', 'pre', 'hr', 'span',
] as const;
export const RICH_TEXT_ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'title'] as const;
/** Links may point only at these schemes (or be relative). */
export const RICH_TEXT_ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Marks a string prop as rich text so the server knows to sanitise it (see `richTextPaths`). */
export const RICH_TEXT_META = { format: 'rich_text' } as const;

export function richTextField(max = 100_000) {
  return z.string().max(max).default('').meta(RICH_TEXT_META);
}

function isRichText(schema: z.ZodType): boolean {
  return (schema.meta() as { format?: string } | undefined)?.format === RICH_TEXT_META.format;
}

/** Unwraps default/optional/nullable wrappers to the schema that describes the value. */
function inner(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    if (isRichText(current)) return current;
    const def = (current as { def?: { innerType?: z.ZodType } }).def;
    if (def?.innerType) current = def.innerType;
    else return current;
  }
}

/**
 * The prop names of an object schema that hold rich text (top level and inside arrays of
 * objects, as `items.*.body`). Computed from the schemas, so a new block only has to use
 * `richTextField` for the server to sanitise it.
 */
export function richTextPaths(schema: z.ZodType, prefix = ''): string[] {
  const target = inner(schema);
  if (isRichText(target)) return [prefix];
  if (target instanceof z.ZodObject) {
    return Object.entries(target.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
      richTextPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (target instanceof z.ZodArray) return richTextPaths(target.element as z.ZodType, `${prefix}.*`);
  return [];
}
