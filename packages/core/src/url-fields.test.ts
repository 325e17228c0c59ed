import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageDraftPatchSchema } from './api/studio-pages';
import { appSettingsSchema } from './api/studio-apps';
import { blockSchemas } from './blocks/registry';
import { isSafeResourceUrl } from './fields';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; const?: unknown; enum?: unknown[] };

/** Where a link or a media address may be written, by name. */
const URL_NAME = /url|image|logo|src|href|thumbnail|link/i;

/**
 * Every place in a schema whose name says it holds an address, with the object that puts a value
 * there: the way down through arrays and through union variants (their `type` constants set).
 */
function urlPlaces(schema: JsonSchema, path: (string | number)[] = [], build: (leaf: unknown) => unknown = (leaf) => leaf): { path: (string | number)[]; build: (leaf: unknown) => unknown }[] {
  const places: { path: (string | number)[]; build: (leaf: unknown) => unknown }[] = [];
  for (const variant of schema.anyOf ?? schema.oneOf ?? []) places.push(...urlPlaces(variant, path, build));
  if (schema.items) places.push(...urlPlaces(schema.items, [...path, 0], (leaf) => build([leaf])));
  // Discriminators and choices are set (the first choice), so the object reaches its URL rule.
  const constants = Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([name, child]) => (child.const !== undefined ? [[name, child.const]] : child.enum?.length ? [[name, child.enum[0]]] : [])),
  );
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const here = (leaf: unknown) => build({ ...constants, [name]: leaf });
    const types = [child.type, ...(child.anyOf ?? []).map((c) => c.type)].flat();
    if (URL_NAME.test(name) && types.includes('string')) places.push({ path: [...path, name], build: here });
    places.push(...urlPlaces(child, [...path, name], here));
  }
  return places;
}

const HOSTILE = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png', 'vbscript:msgbox(1)'];

function refusals(name: string, schema: z.ZodType, wrap: (value: unknown) => unknown = (value) => value) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const places = urlPlaces(json);
  const accepted: string[] = [];
  for (const place of places) {
    for (const url of HOSTILE) {
      const result = schema.safeParse(wrap(place.build(url)));
      const isRefusedHere = result.error?.issues.some((issue) => issue.path.join('.').startsWith(place.path.join('.')));
      if (!isRefusedHere) accepted.push(`${name} ${place.path.join('.')} = ${url}`);
    }
  }
  return { places, accepted };
}

describe('one URL rule for every URL field (issue 18)', () => {
  it('allows http(s) and paths on this server, nothing else', () => {
    for (const good of ['https://example.test/a.png', 'http://example.test', '/media/app/images/a.webp', '']) expect(isSafeResourceUrl(good), good).toBe(true);
    for (const bad of HOSTILE) expect(isSafeResourceUrl(bad.trim()), bad).toBe(false);
  });

  it('refuses javascript:, data:, vbscript: and protocol-relative addresses in every block’s URL fields', () => {
    let count = 0;
    const accepted: string[] = [];
    for (const [type, schema] of Object.entries(blockSchemas)) {
      const result = refusals(type, schema as z.ZodType);
      count += result.places.length;
      accepted.push(...result.accepted);
    }
    expect(count).toBeGreaterThan(15);
    expect(accepted).toEqual([]);
  });

  it('refuses them in a page draft (image, sharing image, page actions) and the app settings (toolbar logo)', () => {
    const draft = refusals('page draft', pageDraftPatchSchema);
    expect(draft.places.map((p) => p.path.join('.'))).toEqual(expect.arrayContaining(['image', 'og_image']));
    expect(draft.accepted).toEqual([]);
    const actions = pageDraftPatchSchema.safeParse({
      actions: [{ id: 'a', action_type: 'generic_button', text: 'Go', block_action: { type: 'open_url', url: 'javascript:alert(1)' } }],
    });
    expect(actions.error?.issues[0]?.path).toEqual(['actions', 0, 'block_action', 'url']);
    const settings = refusals('app settings', appSettingsSchema.partial());
    expect(settings.places.map((p) => p.path.join('.'))).toContain('toolbar.logo');
    expect(settings.accepted).toEqual([]);
  });
});
