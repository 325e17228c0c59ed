import { z } from 'zod';

/**
 * Small readers of zod schemas, so puck-config can derive defaults, validation and inputs from a
 * block's own schema instead of repeating them per block.
 */

/** Unwraps default / optional / nullable / readonly wrappers to the schema that describes the value. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (;;) {
    const def = (current as { def?: { innerType?: z.ZodType } }).def;
    if (def?.innerType) current = def.innerType;
    else return current;
  }
}

export function acceptsNull(schema: z.ZodType | undefined): boolean {
  return schema ? schema.safeParse(null).success : false;
}

/** The props of an object schema, or none for anything else. */
export function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  const target = schema ? unwrap(schema) : undefined;
  return target instanceof z.ZodObject ? (target.shape as Record<string, z.ZodType>) : {};
}

/** The element schema of an array prop (collection items, icon list rows). */
export function arrayElement(schema: z.ZodType | undefined): z.ZodType | undefined {
  const target = schema ? unwrap(schema) : undefined;
  return target instanceof z.ZodArray ? (target.element as z.ZodType) : undefined;
}

/**
 * Default props of an object schema: the parsed empty object when that passes, otherwise every
 * prop whose own schema has a default, so a block or list item with a required prop still starts
 * from its defaults (`seed` fills what has none, e.g. a fresh item id).
 */
export function defaultsOf(schema: z.ZodType, seed: Record<string, unknown> = {}): Record<string, unknown> {
  const whole = schema.safeParse(seed);
  if (whole.success && whole.data && typeof whole.data === 'object') return whole.data as Record<string, unknown>;
  const result: Record<string, unknown> = { ...seed };
  for (const [key, prop] of Object.entries(objectShape(schema))) {
    if (key in result) continue;
    const parsed = prop.safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result;
}

/** The first message a value gets from its schema, or null when it is valid (or there is no schema). */
export function firstIssue(schema: z.ZodType | undefined, value: unknown): string | null {
  if (!schema) return null;
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Messages by the first key of each issue's path (for fields that edit an object's props). */
export function issuesByKey(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byKey: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    byKey[key] ??= issue.message;
  }
  return byKey;
}

/** The variants of a discriminated union (block actions), each an object schema with a literal `type`. */
export function unionVariants(schema: z.ZodType | undefined): z.ZodObject[] {
  const target = schema ? unwrap(schema) : undefined;
  if (!(target instanceof z.ZodDiscriminatedUnion)) return [];
  return (target.options as z.ZodType[]).filter((option): option is z.ZodObject => option instanceof z.ZodObject);
}

/** The literal `type` of one union variant. */
export function variantType(variant: z.ZodObject): string {
  const literal = (variant.shape as Record<string, z.ZodType>).type;
  return literal instanceof z.ZodLiteral ? String(literal.value) : '';
}

export function isDiscriminatedUnion(schema: z.ZodType | undefined): boolean {
  return schema ? unwrap(schema) instanceof z.ZodDiscriminatedUnion : false;
}
