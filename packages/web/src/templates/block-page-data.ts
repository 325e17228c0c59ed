import type { BlockPageData } from '@tessera/blocks/types';
import type { PageProps } from '@tessera/core/entities/page';

/** The slice of page props that blocks read. */
export function blockPageData(page: PageProps): BlockPageData {
  return { page_title: page.page_title, attributes: page.attributes, references: page.references };
}
