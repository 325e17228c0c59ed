import type { StoredBlock } from '../entities/page';
import type { TranslatedContent } from '../entities/translation';
import { COMPOSED_BLOCK_TYPE, isRecord, isStoredBlock } from './block-tree';

/**
 * Content translations merged over blocks: the one implementation, used by the member app to show
 * a translated page and by the server to check a translation against the block schemas on save.
 *
 * The stored shape (`entities/translation.ts`), per block id:
 * - a text prop: `{ title: 'Werde stark' }`, the translation of the block's `title`;
 * - a list prop: `{ items: { '0': { text: '…' }, '2': { title: '…' } } }`, per item key the
 *   translated text fields of that item (see `translationItemKey`).
 * A block inside a composed block is translated by its own entry (block ids are unique per page).
 *
 * Only a text replaces a text: a translated value whose default is not a string (a number, an
 * image that became an object) or that is not a string itself is ignored, as are props, items and
 * blocks the default content no longer has. Items added to the default content later simply show
 * their default text. Nothing is ever translated into an id or a block type.
 */

const own = (record: Record<string, unknown>, key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);

/** Fields of list items that identify rather than say something: never translated. */
const KEY_FIELDS = new Set(['id']);

/**
 * The key of a list item's translation: its `id` when it has one, otherwise its position ("0",
 * "1", …). No list item schema has ids today (icon list points, workout exercises, social links),
 * and giving them ids would need a migration of every stored page, so position is the key: it
 * stays right while the owner edits texts, and if they reorder or remove items the translator sees
 * the texts side by side again in the studio. An item that gets an id is keyed by it from then on.
 */
export function translationItemKey(item: unknown, index: number): string {
  const id = isRecord(item) ? item.id : undefined;
  return typeof id === 'string' && id !== '' ? id : String(index);
}

function translateItem(item: unknown, translated: unknown): unknown {
  if (!isRecord(item) || !isRecord(translated)) return item;
  let result: Record<string, unknown> | null = null;
  for (const [field, value] of Object.entries(translated)) {
    if (KEY_FIELDS.has(field) || typeof value !== 'string' || typeof own(item, field) !== 'string') continue;
    result ??= { ...item };
    result[field] = value;
  }
  return result ?? item;
}

function translateList(items: unknown[], translated: Record<string, unknown>): unknown[] {
  let changed = false;
  const result = items.map((item, index) => {
    const next = translateItem(item, own(translated, translationItemKey(item, index)));
    if (next !== item) changed = true;
    return next;
  });
  return changed ? result : items;
}

/**
 * One block's props with its translation over them (the same object when nothing applies). The
 * composed block's `blocks` are not a list of texts: its children are translated by their own ids.
 */
export function translateProps(type: string, props: Record<string, unknown>, translated: unknown): Record<string, unknown> {
  if (!isRecord(translated)) return props;
  let result: Record<string, unknown> | null = null;
  for (const [prop, value] of Object.entries(translated)) {
    if (type === COMPOSED_BLOCK_TYPE && prop === 'blocks') continue;
    const current = own(props, prop);
    let next: unknown = current;
    if (typeof value === 'string' && typeof current === 'string') next = value;
    else if (isRecord(value) && Array.isArray(current)) next = translateList(current, value);
    if (next === current) continue;
    result ??= { ...props };
    result[prop] = next;
  }
  return result ?? props;
}

/**
 * Blocks with their translations merged in, the children of composed blocks included. Untouched
 * blocks (and the array, when none changed) are returned as they are.
 */
export function translateBlocks(blocks: StoredBlock[], translations: TranslatedContent['blocks']): StoredBlock[] {
  let changed = false;
  const result = blocks.map((block) => {
    let props = translateProps(block.type, block.props, own(translations, block.id));
    const children = block.type === COMPOSED_BLOCK_TYPE ? props.blocks : undefined;
    if (Array.isArray(children)) {
      let childChanged = false;
      // Whatever in the list is not a block stays where it is.
      const nextChildren = children.map((child: unknown) => {
        if (!isStoredBlock(child)) return child;
        const [next] = translateBlocks([child], translations);
        if (next !== child) childChanged = true;
        return next;
      });
      if (childChanged) props = { ...props, blocks: nextChildren };
    }
    if (props === block.props) return block;
    changed = true;
    return { ...block, props };
  });
  return changed ? result : blocks;
}

/**
 * Where in a translation a problem the block schema found lies: a schema issue path of the merged
 * props (`['items', 2, 'text']`) as the translated value's path (`items.2.text`, or `items.<id>.text`
 * for an item with an id), or null when that value is not translated (the default content's own problem).
 */
export function translatedPath(props: Record<string, unknown>, translated: unknown, issuePath: readonly PropertyKey[]): string | null {
  if (!isRecord(translated)) return null;
  const [prop, index, field] = issuePath;
  if (typeof prop !== 'string') return null;
  const value = own(translated, prop);
  if (typeof value === 'string') return prop;
  const items = own(props, prop);
  if (!isRecord(value) || !Array.isArray(items) || typeof index !== 'number' || typeof field !== 'string') return null;
  const key = translationItemKey(items[index], index);
  const item = own(value, key);
  return isRecord(item) && typeof own(item, field) === 'string' ? `${prop}.${key}.${field}` : null;
}
