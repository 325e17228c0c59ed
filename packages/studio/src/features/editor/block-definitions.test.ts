import { describe, expect, it } from 'vitest';
import { blockTypes } from '@tessera/core/blocks/registry';
import { createI18n } from '../../app/i18n/create-i18n';
import { blockDefinitions } from './block-definitions';
import type { FieldSpec } from './field-spec';

const i18n = createI18n('en');

/** Every i18n key a field names: its label, its options' labels, a list's item label and fields. */
function keysOf(field: FieldSpec): string[] {
  if (field.kind === 'select') return [field.label, ...field.options.map((option) => option.label)];
  if (field.kind === 'list')
    return [field.label, field.itemLabel, ...Object.values(field.fields).flatMap(keysOf)];
  return [field.label];
}

describe('blockDefinitions', () => {
  it.each(blockTypes)('%s names only texts the studio has', (type) => {
    const definition = blockDefinitions[type];
    const keys = [
      definition.label,
      ...Object.values(definition.fields as Record<string, FieldSpec>).flatMap(keysOf),
    ];
    const missing = keys.filter((key) => !i18n.exists(key));
    expect(missing).toEqual([]);
  });
});
