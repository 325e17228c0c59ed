import type { BlockPageData } from '@tessera/blocks/types';
import type { PageProps } from '@tessera/core/entities/page';

/** The page after this one among its parent's children: where an `open_next` action goes. */
function nextSiblingPath(page: PageProps): string | null {
  const index = page.siblings.findIndex((sibling) => sibling.page_id === page.page_id);
  return index >= 0 ? (page.siblings[index + 1]?.path ?? null) : null;
}

/** The slice of page props that blocks read. */
export function blockPageData(page: PageProps): BlockPageData {
  return { page_title: page.page_title, attributes: page.attributes, references: page.references, next_path: nextSiblingPath(page) };
}
