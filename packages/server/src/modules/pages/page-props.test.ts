import { describe, expect, it } from 'vitest';
import { accessNodeSchema, pageDisplayFlagsSchema } from '@tessera/core/entities/page';
import { CHILDREN_LIMIT, SIBLING_WINDOW } from '@tessera/core/pages/page-props';
import { buildPageProps, type PageRow } from './page-props';

const row = (id: string, parentId: string | null, position: number): PageRow => ({
  id,
  appId: 'app',
  rootId: 'root',
  parentId,
  position,
  path: id === 'root' ? '/' : `/${id}`,
  title: id,
  contentType: 'generic',
  contentRootId: null,
  attributes: {},
  blocks: { schema_version: 1, blocks: [] },
  access: accessNodeSchema.parse({}),
  schedules: [],
  actions: [],
  display: pageDisplayFlagsSchema.parse({}),
  colorMode: null,
  backgroundColor: null,
  description: null,
  image: null,
  tags: [],
  ogTitle: null,
  ogDescription: null,
  ogImage: null,
  isCommentable: false,
  messageThreadId: null,
  isPublished: true,
  draft: null,
  revision: 0,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe('page props of large collections', () => {
  const parent = row('root', null, 0);
  const children = Array.from({ length: 1000 }, (_, i) => row(`c${i}`, 'root', i));
  const byId = new Map([parent, ...children].map((p) => [p.id, p]));
  const childrenOf = new Map<string | null, PageRow[]>([
    [null, [parent]],
    ['root', children],
  ]);

  it('embeds a window of siblings around the page, not the whole collection', () => {
    const props = buildPageProps({ page: children[500]!, byId, childrenOf });
    expect(props.siblings).toHaveLength(SIBLING_WINDOW * 2 + 1);
    expect(props.siblings[SIBLING_WINDOW]?.page_id).toBe('c500');
    const first = buildPageProps({ page: children[0]!, byId, childrenOf });
    expect(first.siblings[0]?.page_id).toBe('c0');
    expect(first.siblings).toHaveLength(SIBLING_WINDOW * 2 + 1);
    const last = buildPageProps({ page: children[999]!, byId, childrenOf });
    expect(last.siblings.at(-1)?.page_id).toBe('c999');
  });

  it('lists the first children only', () => {
    expect(buildPageProps({ page: parent, byId, childrenOf }).children).toHaveLength(CHILDREN_LIMIT);
  });
});
