import type { PageDraft } from '@tessera/core/api/studio-pages';
import { childBlocksOf, isRecord } from '@tessera/core/blocks/block-tree';
import { translationItemKey } from '@tessera/core/blocks/translate-blocks';
import type { StoredBlock } from '@tessera/core/entities/page';
import type { TranslatedContent, TranslatedContentInput, TranslatedList } from '@tessera/core/entities/translation';
import { blockDefinitions } from '../../editor/block-definitions';
import type { FieldSpec } from '../../editor/field-spec';

export type TextKind = 'text' | 'textarea' | 'richtext';

/** One text a translator can write: the page title, one text prop of one block, or one text of one list item. */
export type TranslatableField = {
  /** `page_title`, `${blockId}.${prop}`, or `${blockId}.${prop}.${itemKey}.${field}` for a list item's text. */
  key: string;
  /** The block, numbered in page order; a block inside a composed block as `2.1`. */
  block: { id: string; type: string; labelKey: string | null; number: string } | null;
  prop: string | null;
  /** For a list item's text: the item's translation key (`translationItemKey`), number, name and field. */
  item: { key: string; number: number; labelKey: string; field: string } | null;
  kind: TextKind;
  /** i18n key of the field's name (`blocks.hero.title`, `blocks.iconList.itemText`), or null for the page title. */
  labelKey: string | null;
  defaultText: string;
};

type LooseDefinitions = Record<string, { label: string; fields: Record<string, FieldSpec | undefined> } | undefined>;
const TEXT_KINDS: readonly string[] = ['text', 'textarea', 'richtext'] satisfies TextKind[];

/** Whether a field holds words a translator writes (not an identifier every language shares). */
const isTranslatable = (spec: FieldSpec | undefined): spec is FieldSpec & { kind: TextKind } =>
  !!spec && TEXT_KINDS.includes(spec.kind) && !(spec.kind === 'text' && spec.isSameInEveryLanguage);

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The texts of one block: its text props, then its lists' item texts, in the order its definition lists them. */
function blockFields(stored: StoredBlock, number: string, definitions: LooseDefinitions): TranslatableField[] {
  const definition = definitions[stored.type];
  if (!definition) return [];
  const block = { id: stored.id, type: stored.type, labelKey: definition.label, number };
  const fields: TranslatableField[] = [];
  for (const [prop, spec] of Object.entries(definition.fields)) {
    const value = stored.props[prop];
    if (isTranslatable(spec) && hasText(value)) {
      fields.push({ key: `${stored.id}.${prop}`, block, prop, item: null, kind: spec.kind, labelKey: spec.label, defaultText: value });
    } else if (spec?.kind === 'list' && Array.isArray(value)) {
      value.forEach((entry: unknown, index) => {
        if (!isRecord(entry)) return;
        const itemKey = translationItemKey(entry, index);
        for (const [field, itemSpec] of Object.entries(spec.fields)) {
          const text = entry[field];
          if (!isTranslatable(itemSpec) || !hasText(text)) continue;
          fields.push({
            key: `${stored.id}.${prop}.${itemKey}.${field}`,
            block,
            prop,
            item: { key: itemKey, number: index + 1, labelKey: spec.itemLabel, field },
            kind: itemSpec.kind,
            labelKey: itemSpec.label,
            defaultText: text,
          });
        }
      });
    }
  }
  return fields;
}

/**
 * What can be translated on a page: its title and, per block, the props its studio definition
 * edits as text, textarea or rich text and that hold text, the same inside list items (icon list
 * points, workout exercises…), and the blocks inside composed blocks. Ids, images, numbers and
 * actions are shared by every language, so they are not offered.
 */
export function translatableFields(draft: Pick<PageDraft, 'title' | 'blocks'>, definitions: LooseDefinitions = blockDefinitions as LooseDefinitions): TranslatableField[] {
  const fields: TranslatableField[] = [{ key: 'page_title', block: null, prop: null, item: null, kind: 'text', labelKey: null, defaultText: draft.title }];
  draft.blocks.blocks.forEach((stored, index) => {
    fields.push(...blockFields(stored, String(index + 1), definitions));
    // A composed block's children are blocks of their own (one level deep), translated by their ids.
    childBlocksOf(stored).forEach((child, childIndex) => {
      fields.push(...blockFields(child, `${index + 1}.${childIndex + 1}`, definitions));
    });
  });
  return fields;
}

/** The translator's texts by field key, from a stored translation (older ones included: a text prop was always a string). */
export function valuesFrom(content: TranslatedContent, fields: TranslatableField[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    let value: unknown = content.page_title;
    if (field.block) {
      const props = content.blocks[field.block.id];
      value = props && Object.hasOwn(props, field.prop!) ? props[field.prop!] : undefined;
      if (field.item) {
        const item = isRecord(value) && Object.hasOwn(value, field.item.key) ? value[field.item.key] : undefined;
        value = isRecord(item) && Object.hasOwn(item, field.item.field) ? item[field.item.field] : undefined;
      }
    }
    if (typeof value === 'string') values[field.key] = value;
  }
  return values;
}

/**
 * What a save sends: only the fields that were translated. An empty field is left out, so members
 * read the default text there. A list item's text goes under its list and item key
 * (`{ items: { '2': { text } } }`), a composed block's child under its own id.
 */
export function contentFrom(values: Record<string, string>, fields: TranslatableField[]): TranslatedContentInput {
  const content: TranslatedContentInput = { page_title: null, blocks: {} };
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || value.trim() === '') continue;
    if (!field.block) {
      content.page_title = value.trim();
      continue;
    }
    const props = (content.blocks[field.block.id] ??= {});
    if (!field.item) {
      props[field.prop!] = value;
      continue;
    }
    const current = props[field.prop!];
    const list: TranslatedList = isRecord(current) ? current : {};
    list[field.item.key] = { ...list[field.item.key], [field.item.field]: value };
    props[field.prop!] = list;
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
