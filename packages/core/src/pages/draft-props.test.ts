import { describe, expect, it } from 'vitest';
import type { PageDraft, StudioPageSummary } from '../api/studio-pages';
import { pagePropsSchema } from '../entities/page';
import { draftToPageProps } from './draft-props';
import { CHILDREN_LIMIT, SIBLING_WINDOW } from './page-props';
import { makePageDraft } from './test-fixtures';

function draft(overrides: Partial<PageDraft> = {}): PageDraft {
  return makePageDraft({
    title: 'Week one',
    path: '/programs/week-one',
    description: 'The first week',
    image: '/media/cover.webp',
    ...overrides,
  });
}

function summary(id: string, parent_id: string | null, position: number, title = id): StudioPageSummary {
  return {
    id,
    parent_id,
    root_id: 'root',
    position,
    title,
    path: id === 'root' ? '/' : `/${id}`,
    content_type: 'generic',
    is_home: id === 'root',
    is_published: true,
    has_draft: false,
  };
}

const page = { id: 'p2', parent_id: 'root', root_id: 'root', content_type: 'program' as const };

describe('draftToPageProps', () => {
  it('builds valid page props from a draft, as the publisher would', () => {
    const props = draftToPageProps({
      ...page,
      draft: draft({
        show_tabbar: false,
        color_mode: 'dark',
        background_color: 'primary',
        attributes: { coach: { type: 'string', value: 'Ada' } },
        blocks: { schema_version: 1, blocks: [{ id: 'b1', type: 'text_block', props: { content: '<p>Hi</p>' } }] },
      }),
    });
    expect(pagePropsSchema.safeParse(props).success).toBe(true);
    expect(props).toMatchObject({
      page_id: 'p2',
      root_id: 'root',
      content_root_id: null,
      page_title: 'Week one',
      page_content_type: 'program',
      page_data: { path: '/programs/week-one' },
      show_tabbar: false,
      color_mode: 'dark',
      background_color: 'primary',
      page_access: { granted: true, reason: null, data: null },
      blocks: [{ id: 'b1', type: 'text_block', props: { content: '<p>Hi</p>' } }],
    });
    expect(props.attributes).toEqual({ coach: { type: 'string', value: 'Ada' }, 'page.title': { type: 'string', value: 'Week one' } });
  });

  it('falls back to title, description and image for sharing metadata, and keeps set ones', () => {
    expect(draftToPageProps({ ...page, draft: draft() })).toMatchObject({
      og_title: 'Week one',
      og_description: 'The first week',
      og_image: '/media/cover.webp',
    });
    expect(draftToPageProps({ ...page, draft: draft({ og_title: 'Share me', og_image: '/og.png' }) })).toMatchObject({
      og_title: 'Share me',
      og_image: '/og.png',
    });
  });

  it('takes the first schedule as the page schedule and hides track_progress actions', () => {
    const schedule = { starts_at: '2025-01-01T08:00:00+01:00', ends_at: null, scope_type: 'page' as const, is_multiday: false };
    const props = draftToPageProps({
      ...page,
      draft: draft({
        schedules: [schedule],
        actions: [
          { id: 'a1', action_type: 'mark_complete', block_action: null, text: 'Done', post_action_button_text: null },
          { id: 'a2', action_type: 'track_progress', block_action: null, text: 'Track', post_action_button_text: null },
        ],
      }),
    });
    expect(props.page_schedule).toEqual(schedule);
    expect(props.page_actions.map((action) => action.id)).toEqual(['a1']);
  });

  it('resolves references, siblings and children from the pages list, with the draft title for itself', () => {
    const pages = [summary('root', null, 0), summary('p1', 'root', 0), summary('p2', 'root', 1, 'Old title'), summary('c1', 'p2', 0), summary('p3', 'root', 2)];
    const blocks = {
      schema_version: 1,
      blocks: [
        { id: 'b1', type: 'collection_block', props: { items: [{ page_id: 'p3' }, { page_id: 'gone' }] } },
        { id: 'b2', type: 'button_block', props: { action: { type: 'open_page', page_id: 'p1', path: null } } },
      ],
    };
    const props = draftToPageProps({ ...page, draft: draft({ blocks }) }, { pages });
    expect(Object.keys(props.references).sort()).toEqual(['p1', 'p3']);
    expect(props.references.p3).toMatchObject({ page_id: 'p3', path: '/p3', title: 'p3' });
    expect(props.siblings.map((s) => [s.page_id, s.title])).toEqual([
      ['p1', 'p1'],
      ['p2', 'Week one'],
      ['p3', 'p3'],
    ]);
    expect(props.children.map((c) => c.page_id)).toEqual(['c1']);
  });

  it('embeds the same window of siblings and first children as the publisher', () => {
    const shelf = Array.from({ length: 200 }, (_, i) => summary(`s${i}`, 'root', i));
    const kids = Array.from({ length: 200 }, (_, i) => summary(`k${i}`, 's100', i));
    const props = draftToPageProps({ ...page, id: 's100', draft: draft() }, { pages: [summary('root', null, 0), ...shelf, ...kids] });
    expect(props.siblings).toHaveLength(SIBLING_WINDOW * 2 + 1);
    expect(props.siblings[SIBLING_WINDOW]?.page_id).toBe('s100');
    expect(props.children).toHaveLength(CHILDREN_LIMIT);
    expect(props.children[0]?.page_id).toBe('k0');
  });

  it('lists the page as its only sibling when no pages list is given', () => {
    const props = draftToPageProps({ ...page, draft: draft() });
    expect(props.siblings.map((s) => s.page_id)).toEqual(['p2']);
    expect(props.children).toEqual([]);
    expect(props.references).toEqual({});
  });
});
