import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Contract } from '@tessera/core/contract';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  pattern?: string;
  additionalProperties?: JsonSchema | boolean;
};

/**
 * A value that a schema would likely accept, generated from its JSON Schema: required fields only,
 * the first choice of unions and enums, formats filled in. Callers check it with the schema and
 * fall back to a hand-written sample when the guess is refused (a pattern, a refinement).
 */
export function sampleOf(schema: z.ZodType, overrides: Record<string, unknown> = {}): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJson(json, overrides);
}

function fromJson(schema: JsonSchema, overrides: Record<string, unknown>, key = ''): unknown {
  if (key && key in overrides) return overrides[key];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return fromJson(choice.find((c) => c.type !== 'null') ?? choice[0]!, overrides, key);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => fromJson(part, overrides, key)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = fromJson(schema.properties?.[name] ?? {}, overrides, name);
      for (const name of Object.keys(overrides)) if (schema.properties?.[name] && !(name in out)) out[name] = overrides[name];
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => fromJson(schema.items ?? {}, overrides));
    case 'string':
      return stringOf(schema, key);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function stringOf(schema: JsonSchema, key: string): string {
  if (schema.format === 'email' || /email/.test(key)) return 'sweep@example.test';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'uri' || /url/.test(key)) return 'https://example.test/';
  if (schema.format === 'date-time') return new Date(Date.UTC(2030, 0, 1)).toISOString();
  if (schema.format === 'date') return '2030-01-01';
  if (/password/.test(key)) return 'sweep-password-123';
  const text = key === 'path' ? '/sweep' : 'Sweep text';
  return text.length >= (schema.minLength ?? 0) ? text.slice(0, schema.maxLength ?? text.length) : text.padEnd(schema.minLength ?? 0, 'x');
}

/** Every contract declared in core's API modules (every file of `core/src/api`), by `METHOD path`. */
export async function allContracts(): Promise<Map<string, Contract>> {
  const apiDir = path.resolve(import.meta.dirname, '../../../core/src/api');
  const files = readdirSync(apiDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((name) => import(pathToFileURL(path.join(apiDir, name)).href) as Promise<Record<string, unknown>>));
  const found = new Map<string, Contract>();
  for (const module of modules) {
    for (const value of Object.values(module)) {
      if (isContract(value)) found.set(`${value.method} ${value.path}`, value);
    }
  }
  return found;
}

function isContract(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
}
