import { describe, expect, it } from 'vitest';
import type { AccessTree } from '../entities/page';
import { decideTreePage, evaluateTreePage, indexAccessTree } from './tree-access';
import { guest, member, NOW, treeNode } from './test-fixtures';

const GOLD = [{ id: 'p_gold' }];
// A paid course that guests may browse, with inheriting lessons, a free intro and a drip lesson.
const tree: AccessTree = {
  root_id: 'course',
  nodes: {
    course: treeNode('course', {
      require_purchase: true,
      allow_browsing: true,
      products: GOLD,
      is_progress_root: true,
    }),
    lesson_1: treeNode('lesson_1', { inherit: true, parent: 'course' }),
    lesson_1_notes: treeNode('lesson_1_notes', { inherit: true, parent: 'lesson_1' }),
    intro: treeNode('intro', { parent: 'course' }),
    day_2: treeNode('day_2', {
      parent: 'course',
      is_scheduled: true,
      schedule_period: 1,
      schedule_interval: 'days',
    }),
    day_2_extra: treeNode('day_2_extra', { inherit: true, parent: 'day_2' }),
    vault: treeNode('vault', { require_authentication: true }),
    vault_free: treeNode('vault_free', { parent: 'vault' }),
    vault_locked: treeNode('vault_locked', { inherit: true, parent: 'vault' }),
    members: treeNode('members', { require_authentication: true }),
    members_child: treeNode('members_child', { inherit: true, parent: 'members' }),
    loop_a: treeNode('loop_a', { inherit: true, parent: 'loop_b' }),
    loop_b: treeNode('loop_b', { inherit: true, parent: 'loop_a' }),
  },
};
const buyer = member({
  activeProductIds: ['p_gold'],
  progressRoots: { course: { started_at: '2026-03-09T12:00:00Z' } },
});

describe('pages of a tree', () => {
  it('the browsable page opens to a guest as a preview', () => {
    expect(decideTreePage({ nodes: tree, pageId: 'course', viewer: guest(), now: NOW })).toEqual({
      result: { granted: true, reason: null, data: null },
      outcome: 'ALLOW_BROWSING',
      effectivePageId: 'course',
      progressRootId: 'course',
    });
  });

  it('inheriting children are visits from a child, so browsing does not open them', () => {
    const expected = {
      result: {
        granted: false,
        reason: 'require_purchase',
        data: { product_ids: ['p_gold'], purchase_overlay: null },
      },
      outcome: 'PURCHASE_REQUIRED',
      effectivePageId: 'course',
      progressRootId: 'course',
    };
    expect(decideTreePage({ nodes: tree, pageId: 'lesson_1', viewer: guest(), now: NOW })).toEqual(
      expected,
    );
    expect(
      decideTreePage({ nodes: tree.nodes, pageId: 'lesson_1_notes', viewer: guest(), now: NOW }),
    ).toEqual(expected);
  });

  it('the buyer reads everything the course holds', () => {
    expect(
      decideTreePage({ nodes: tree, pageId: 'lesson_1_notes', viewer: buyer, now: NOW })?.result
        .granted,
    ).toBe(true);
  });

  it('a drip lesson counts from the course root it sits under, and its children share its date', () => {
    const lesson = decideTreePage({
      nodes: tree,
      pageId: 'day_2',
      viewer: buyer,
      now: new Date('2026-03-10T11:59:59Z'),
    });
    expect(lesson).toMatchObject({
      outcome: 'IS_SCHEDULED',
      progressRootId: 'course',
      result: { data: { available_after: '2026-03-10T12:00:00.000Z' } },
    });
    expect(
      decideTreePage({
        nodes: tree,
        pageId: 'day_2_extra',
        viewer: buyer,
        now: new Date('2026-03-10T11:59:59Z'),
      }),
    ).toEqual(lesson);
    expect(
      decideTreePage({
        nodes: tree,
        pageId: 'day_2',
        viewer: buyer,
        now: new Date('2026-03-10T12:00:00Z'),
      })?.result.granted,
    ).toBe(true);
  });

  it('an unknown page has no decision', () => {
    expect(decideTreePage({ nodes: tree, pageId: 'nope', viewer: guest(), now: NOW })).toBeNull();
  });

  it('a loop in the parents fails closed for everyone, test runs included', () => {
    const denied = {
      result: { granted: false, reason: null, data: null },
      outcome: 'IS_PRIVATE',
      effectivePageId: null,
      progressRootId: null,
    };
    expect(decideTreePage({ nodes: tree, pageId: 'loop_a', viewer: buyer, now: NOW })).toEqual(
      denied,
    );
    expect(
      decideTreePage({
        nodes: tree,
        pageId: 'loop_b',
        viewer: guest({ isTestRun: true }),
        now: NOW,
      }),
    ).toEqual(denied);
  });
});

describe('VIEWABLE_CHILDREN', () => {
  const index = indexAccessTree(tree);

  it('lists children once per parent', () => {
    expect(index.childrenOf.get('course')).toEqual(['lesson_1', 'intro', 'day_2']);
    expect(indexAccessTree(tree.nodes).childrenOf).toEqual(index.childrenOf);
  });

  it('a locked page with a child the viewer may open keeps its lock and says so', () => {
    expect(evaluateTreePage({ index, pageId: 'vault', viewer: guest(), now: NOW })).toEqual({
      result: { granted: false, reason: 'require_authentication', data: null },
      outcome: 'VIEWABLE_CHILDREN',
      effectivePageId: 'vault',
      progressRootId: null,
    });
  });

  it('a locked page whose children are all locked keeps its own outcome', () => {
    expect(evaluateTreePage({ index, pageId: 'members', viewer: guest(), now: NOW })?.outcome).toBe(
      'AUTHENTICATION_REQUIRED',
    );
    expect(
      evaluateTreePage({ index, pageId: 'lesson_1', viewer: guest(), now: NOW })?.outcome,
    ).toBe('PURCHASE_REQUIRED');
  });

  it('a granted page is left as it is', () => {
    expect(
      evaluateTreePage({ index, pageId: 'vault', viewer: member(), now: NOW })?.outcome,
    ).toBeNull();
    expect(evaluateTreePage({ index, pageId: 'course', viewer: guest(), now: NOW })?.outcome).toBe(
      'ALLOW_BROWSING',
    );
  });

  it('agrees with decideTreePage on everything but the outcome, and on unknown pages', () => {
    for (const pageId of Object.keys(tree.nodes)) {
      const plain = decideTreePage({ nodes: tree, pageId, viewer: guest(), now: NOW });
      const full = evaluateTreePage({ index, pageId, viewer: guest(), now: NOW });
      expect(full?.result).toEqual(plain?.result);
    }
    expect(evaluateTreePage({ index, pageId: 'nope', viewer: guest(), now: NOW })).toBeNull();
  });
});

describe('a held pack (SPEC §3 can start via pack)', () => {
  const granted = { granted: true, reason: null, data: null };
  it('opens a paid page it bundles, and the pages beneath it, as a product would', () => {
    const holder = member({ packPageIds: ['course'] });
    expect(decideTreePage({ nodes: tree, pageId: 'course', viewer: holder, now: NOW })?.result).toEqual(granted);
    expect(decideTreePage({ nodes: tree, pageId: 'lesson_1_notes', viewer: holder, now: NOW })?.result).toEqual(granted);
  });

  it('opens an inheriting lesson it bundles without opening its paid parent', () => {
    const holder = member({ packPageIds: new Set(['lesson_1']) });
    expect(decideTreePage({ nodes: tree, pageId: 'lesson_1', viewer: holder, now: NOW })?.result).toEqual(granted);
    expect(decideTreePage({ nodes: tree, pageId: 'course', viewer: holder, now: NOW })?.outcome).toBe('ALLOW_BROWSING');
  });

  it('counts for nothing signed out, and opens neither drip nor sign-in rules', () => {
    const staleGuest = guest({ packPageIds: ['course'] });
    expect(decideTreePage({ nodes: tree, pageId: 'lesson_1', viewer: staleGuest, now: NOW })?.outcome).toBe('PURCHASE_REQUIRED');
    const holder = member({ packPageIds: ['course'] });
    expect(decideTreePage({ nodes: tree, pageId: 'day_2', viewer: holder, now: NOW })?.outcome).toBe('START_REQUIRED');
  });

  it('a pack bundling another page opens nothing here', () => {
    const holder = member({ packPageIds: ['vault'] });
    expect(decideTreePage({ nodes: tree, pageId: 'lesson_1', viewer: holder, now: NOW })?.outcome).toBe('PURCHASE_REQUIRED');
  });
});
