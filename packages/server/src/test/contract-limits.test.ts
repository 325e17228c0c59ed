import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { allContracts } from './contract-samples';

type JsonSchema = Record<string, unknown> & { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[]; additionalProperties?: JsonSchema | boolean };

/** Paths (within one input schema) of strings that accept any length. */
function unboundedStrings(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const isBounded = typeof schema.maxLength === 'number' || schema.enum !== undefined || schema.const !== undefined || schema.format === 'uuid';
  if (types.includes('string') && !isBounded) found.push(path);
  for (const [name, child] of Object.entries(schema.properties ?? {})) found.push(...unboundedStrings(child, `${path}.${name}`));
  if (typeof schema.additionalProperties === 'object') found.push(...unboundedStrings(schema.additionalProperties, `${path}.*`));
  if (schema.items) found.push(...unboundedStrings(schema.items, `${path}[]`));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...unboundedStrings(part, path));
  return found;
}

describe('contract limits', () => {
  it('gives every string a client can send a maximum length (issue 18: over-long keys reached a btree index)', async () => {
    const unbounded: string[] = [];
    for (const [name, contract] of await allContracts()) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = contract[part];
        if (!schema) continue;
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        unbounded.push(...unboundedStrings(json, part).map((path) => `${name} ${path}`));
      }
    }
    expect(unbounded).toEqual([]);
  });
});

describe('schema refusals carry field codes', () => {
  it('a bare length limit is refused with too_long and its maximum, as the server sends it', async () => {
    const { applyCatalogueMessages } = await import('@tessera/core/zod-messages');
    const { fieldIssuesFrom } = await import('@tessera/core/error-catalogue');
    applyCatalogueMessages();
    const result = z.object({ title: z.string().max(5) }).safeParse({ title: 'much too long' });
    expect(fieldIssuesFrom('body', result.error!.issues)).toEqual([
      { field: 'body.title', code: 'too_long', message: 'Must be at most 5 characters.', params: { max: 5 } },
    ]);
  });
});
