import type { Data } from '@puckeditor/core';
import { isStoredBlock } from '@tessera/core/blocks/block-tree';
import { BLOCK_DOCUMENT_VERSION } from '@tessera/core/entities/page';
import type { BlockDocument, StoredBlock } from '@tessera/core/entities/page';
import { blockDefinitions } from './block-definitions';
import type { FieldSpec } from './field-spec';

/** A Puck item as we use it: the block type, and the block's props with Puck's `id` beside them. */
type PuckItem = { type: string; props: Record<string, unknown> & { id: string } };

type LooseDefinitions = Record<string, { fields: Record<string, FieldSpec | undefined> } | undefined>;

/** The props of a block type that hold blocks (Puck slots): those its definition edits as `blocks`. */
function slotProps(type: string): string[] {
  const fields = (blockDefinitions as unknown as LooseDefinitions)[type]?.fields ?? {};
  return Object.entries(fields)
    .filter(([, spec]) => spec?.kind === 'blocks')
    .map(([prop]) => prop);
}

function toPuckItem(block: StoredBlock): PuckItem {
  const props: Record<string, unknown> = { ...block.props };
  for (const prop of slotProps(block.type)) {
    const children = props[prop];
    // Puck walks a slot's items by their props' ids; anything else there could not be shown or kept.
    props[prop] = Array.isArray(children) ? children.filter(isStoredBlock).map(toPuckItem) : [];
  }
  return { type: block.type, props: { ...props, id: block.id } };
}

function toStoredBlock(item: { type: string; props: Record<string, unknown> }): StoredBlock {
  const { id, ...props } = item.props as PuckItem['props'];
  for (const prop of slotProps(item.type)) {
    const children = props[prop];
    if (Array.isArray(children)) props[prop] = (children as PuckItem[]).map(toStoredBlock);
  }
  return { id: String(id), type: item.type, props };
}

/**
 * Our stored block document ↔ Puck's `Data`. Puck keeps the block id inside props; we keep it
 * beside them, at every level: the blocks inside a composed block are stored blocks too, and Puck
 * items in its slot. Other props are passed through untouched (no defaults, no validation), so a
 * block type this studio does not know — written by a newer one — survives an edit of the page
 * unchanged, inside a composed block as well.
 */
export function documentToPuckData(document: BlockDocument): Data {
  return { root: { props: {} }, content: document.blocks.map(toPuckItem) };
}

export function puckDataToDocument(data: Pick<Data, 'content'>, schemaVersion = BLOCK_DOCUMENT_VERSION): BlockDocument {
  return { schema_version: schemaVersion, blocks: data.content.map(toStoredBlock) };
}
