import type { StudioPage, StudioPageSummary } from '@tessera/core/api/studio-pages';
import { makePageDraft } from '@tessera/core/pages/test-fixtures';

/** Page ids are uuids because the move, create and delete contracts check them. */
export const pageId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * A flat tree from an outline: `[[1, null, 'Home'], [2, 1, 'Week 1'], …]` (id, parent, title),
 * listed in tree order. Positions follow the order among siblings.
 */
export function tree(outline: [number, number | null, string, Partial<StudioPageSummary>?][]): StudioPageSummary[] {
  const positions = new Map<number | null, number>();
  const roots = new Map<number, number>();
  return outline.map(([id, parent, title, overrides]) => {
    const position = positions.get(parent) ?? 0;
    positions.set(parent, position + 1);
    const root = parent === null ? id : roots.get(parent)!;
    roots.set(id, root);
    return {
      id: pageId(id),
      parent_id: parent === null ? null : pageId(parent),
      root_id: pageId(root),
      position,
      title,
      path: `/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
      content_type: 'generic',
      is_home: false,
      is_published: true,
      has_draft: false,
      ...overrides,
    };
  });
}

/** A draft of `/week-1` ("Week 1") unless the test says otherwise. */
export const draftOf = makePageDraft;

export function studioPage(summary: StudioPageSummary, overrides: Partial<StudioPage> = {}): StudioPage {
  return {
    id: summary.id,
    parent_id: summary.parent_id,
    root_id: summary.root_id,
    position: summary.position,
    content_type: summary.content_type,
    is_home: summary.is_home,
    is_published: summary.is_published,
    has_draft: summary.has_draft,
    draft: draftOf({ title: summary.title, path: summary.path }),
    revision: 3,
    ...overrides,
  };
}
