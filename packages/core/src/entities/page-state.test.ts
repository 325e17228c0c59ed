import { describe, expect, it } from 'vitest';
import {
  currentPageSchema,
  emptyPageState,
  pageStateSchema,
  pageTreeItemSchema,
} from './page-state';

describe('pageStateSchema', () => {
  it('parses the state of a started program', () => {
    const state = pageStateSchema.parse({
      attributes: { 'page.title': { type: 'string', value: 'Week 1' } },
      is_completed: false,
      progress: 50,
      sequence: {
        homePage: { title: '12-week strength', path: '/programs/strength' },
        items: [
          { page_id: 'day_1', is_completed: true },
          { page_id: 'day_2', is_completed: false },
        ],
      },
      access_node: { is_scheduled: true, unlock_duration_seconds: 86_400 },
      tree_by_root: {
        prog_1: [
          {
            page_id: 'week_1',
            is_completed: false,
            pages: [{ page_id: 'day_1', is_completed: true, pages: [] }],
          },
        ],
      },
      is_subscribed: true,
      is_bookmarked: true,
      submissions_count: 2,
      subscribers: {
        count: 12,
        last_5: [{ id: 'u_2', name: 'Ola', avatar_urls: null }],
        can_schedule_start: true,
      },
      can_start_via_pack: false,
    });
    expect(state.sequence?.items).toHaveLength(2);
    expect(state.access_node?.inherit).toBe(true);
    expect(state.tree_by_root.prog_1?.[0]?.pages[0]?.is_completed).toBe(true);
    expect(state.is_toolbar_hidden).toBe(false);
  });

  it('starts empty', () => {
    expect(emptyPageState()).toMatchObject({
      is_completed: false,
      progress: 0,
      sequence: null,
      subscribers: null,
    });
  });

  it('refuses a progress above 100 and more than five recent subscribers', () => {
    expect(pageStateSchema.safeParse({ progress: 101 }).success).toBe(false);
    const six = Array.from({ length: 6 }, (_, i) => ({ id: `u_${i}`, name: 'x' }));
    expect(
      pageStateSchema.safeParse({
        subscribers: { count: 6, last_5: six, can_schedule_start: false },
      }).success,
    ).toBe(false);
  });
});

describe('pageTreeItemSchema', () => {
  it('validates nested levels', () => {
    const bad = {
      page_id: 'a',
      is_completed: false,
      pages: [{ page_id: 'b', is_completed: 'yes', pages: [] }],
    };
    expect(pageTreeItemSchema.safeParse(bad).success).toBe(false);
  });
});

describe('currentPageSchema', () => {
  it('parses the page on screen', () => {
    const page = currentPageSchema.parse({
      id: 'page_1',
      rootId: 'root_1',
      contentRootId: null,
      path: '/about',
      actions: [{ id: 'a1', action_type: 'mark_complete', text: 'Mark complete' }],
      access: { granted: true, reason: null, data: null },
      type: 'article',
      title: 'About',
      show_tabbar: true,
      show_view_switcher: false,
    });
    expect(page.actions[0]?.block_action).toBeNull();
    expect(currentPageSchema.safeParse({ ...page, type: 'blog' }).success).toBe(false);
  });
});
