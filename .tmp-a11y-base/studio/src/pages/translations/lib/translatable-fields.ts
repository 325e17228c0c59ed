import type { PageDraft } from '@tessera/core/api/studio-pages';
import type { TranslatedContent } from '@tessera/core/entities/translation';
import { blockDefinitions } from '../../../editor/block-definitions';
import type { FieldSpec } from '../../../editor/field-spec';

export type TextKind = 'text' | 'textarea' | 'richtext';

/** One text a translator can write: the page title, or one text prop of one block. */
export type TranslatableField = {
  /** `page_title`, or `${blockId}.${prop}`. */
  key: string;
  block: { id: string; type: string; labelKey: string | null; number: number } | null;
  prop: string | null;
  kind: TextKind;
  /** i18n key of the field's name (`blocks.hero.title`), or null for the page title. */
  labelKey: string | null;
  defaultText: string;
};

type LooseDefinitions = Record<string, { label: string; fields: Record<string, FieldSpec | undefined> } | undefined>;
const TEXT_KINDS: readonly string[] = ['text', 'textarea', 'richtext'] satisfies TextKind[];

/**
 * What can be translated on a page: its title and, per block, the props its studio definition
 * edits as text, textarea or rich text and that hold text. Ids, images, numbers and actions are
 * shared by every language, so they are not offered.
 */
export function translatableFields(draft: Pick<PageDraft, 'title' | 'blocks'>, definitions: LooseDefinitions = blockDefinitions as LooseDefinitions): TranslatableField[] {
  const fields: TranslatableField[] = [{ key: 'page_title', block: null, prop: null, kind: 'text', labelKey: null, defaultText: draft.title }];
  draft.blocks.blocks.forEach((stored, index) => {
    const definition = definitions[stored.type];
    if (!definition) return;
    for (const [prop, spec] of Object.entries(definition.fields)) {
      const value = stored.props[prop];
      if (!spec || !TEXT_KINDS.includes(spec.kind) || typeof value !== 'string' || value.trim() === '') continue;
      fields.push({
        key: `${stored.id}.${prop}`,
        block: { id: stored.id, type: stored.type, labelKey: definition.label, number: index + 1 },
        prop,
        kind: spec.kind as TextKind,
        labelKey: spec.label,
        defaultText: value,
      });
    }
  });
  return fields;
}

/** The translator's texts by field key, from a stored translation. */
export function valuesFrom(content: TranslatedContent, fields: TranslatableField[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = field.block ? content.blocks[field.block.id]?.[field.prop!] : content.page_title;
    if (typeof value === 'string') values[field.key] = value;
  }
  return values;
}

/**
 * What a save sends: only the fields that were translated. An empty field is left out, so members
 * read the default text there.
 */
export function contentFrom(values: Record<string, string>, fields: TranslatableField[]): TranslatedContent {
  const content: TranslatedContent = { page_title: null, blocks: {} };
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || value.trim() === '') continue;
    if (!field.block) {
      content.page_title = value.trim();
      continue;
    }
    content.blocks[field.block.id] = { ...content.blocks[field.block.id], [field.prop!]: value };
  }
  return content;
}

/** Rich text shown as its words, for reading beside the field (the field itself keeps the markup). */
export function plainText(html: string): string {
  // Block ends become line breaks, or two paragraphs would read as one run-on line.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '$&\n');
  // DOMParser builds an inert document: nothing in it runs or loads.
  const parsed = new DOMParser().parseFromString(spaced, 'text/html');
  return (parsed.body.textContent ?? '').trim();
}
