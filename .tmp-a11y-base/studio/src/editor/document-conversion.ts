import type { Data } from '@puckeditor/core';
import { BLOCK_DOCUMENT_VERSION } from '@tessera/core/entities/page';
import type { BlockDocument, StoredBlock } from '@tessera/core/entities/page';

/** A Puck item as we use it: the block type, and the block's props with Puck's `id` beside them. */
type PuckItem = { type: string; props: Record<string, unknown> & { id: string } };

/**
 * Our stored block document ↔ Puck's `Data`. Puck keeps the block id inside props; we keep it
 * beside them. Props are passed through untouched (no defaults, no validation), so a block type
 * this studio does not know — written by a newer one — survives an edit of the page unchanged.
 */
export function documentToPuckData(document: BlockDocument): Data {
  const content: PuckItem[] = document.blocks.map((block) => ({ type: block.type, props: { ...block.props, id: block.id } }));
  return { root: { props: {} }, content };
}

export function puckDataToDocument(data: Pick<Data, 'content'>, schemaVersion = BLOCK_DOCUMENT_VERSION): BlockDocument {
  const blocks: StoredBlock[] = data.content.map((item) => {
    const { id, ...props } = item.props as PuckItem['props'];
    return { id: String(id), type: item.type, props };
  });
  return { schema_version: schemaVersion, blocks };
}
