import { describe, expect, it } from 'vitest';
import type { AccessTree } from '../entities/page';
import { effectiveNode } from './inheritance';
import { findProgressRoot } from './progress-root';
import { treeNode } from './test-fixtures';

// course (paid, progress root) → module (inherits) → lesson (inherits) → note (own rules)
const nodes = {
  course: treeNode('course', { require_purchase: true, is_progress_root: true }),
  module: treeNode('module', { inherit: true, parent: 'course' }),
  lesson: treeNode('lesson', { inherit: true, parent: 'module' }),
  note: treeNode('note', { inherit: false, parent: 'lesson', require_authentication: true }),
  note_child: treeNode('note_child', { inherit: true, parent: 'note' }),
  orphan: treeNode('orphan', { inherit: true, parent: 'deleted_page', is_private: true }),
  orphan_child: treeNode('orphan_child', { inherit: true, parent: 'orphan' }),
  root_inheriting: treeNode('root_inheriting', {
    inherit: true,
    parent: null,
    require_authentication: true,
  }),
  loop_a: treeNode('loop_a', { inherit: true, parent: 'loop_b' }),
  loop_b: treeNode('loop_b', { inherit: true, parent: 'loop_a' }),
  into_loop: treeNode('into_loop', { inherit: true, parent: 'loop_a' }),
  self_loop: treeNode('self_loop', { inherit: true, parent: 'self_loop' }),
};
const tree: AccessTree = { root_id: 'course', nodes };

describe('rule 6: inheritance', () => {
  it('a node with inherit false holds its own rules', () => {
    expect(effectiveNode(nodes, 'course')).toEqual({
      kind: 'found',
      pageId: 'course',
      node: nodes.course,
      isInherited: false,
    });
    expect(effectiveNode(nodes, 'note')).toMatchObject({ pageId: 'note', isInherited: false });
  });

  it('walks up a chain to the nearest node with inherit false', () => {
    expect(effectiveNode(nodes, 'module')).toEqual({
      kind: 'found',
      pageId: 'course',
      node: nodes.course,
      isInherited: true,
    });
    expect(effectiveNode(nodes, 'lesson')).toMatchObject({ pageId: 'course', isInherited: true });
    expect(effectiveNode(nodes, 'note_child')).toMatchObject({ pageId: 'note', isInherited: true });
  });

  it('accepts the whole tree as well as its nodes map', () => {
    expect(effectiveNode(tree, 'lesson')).toEqual(effectiveNode(nodes, 'lesson'));
  });

  it('a root that inherits holds its own rules', () => {
    expect(effectiveNode(nodes, 'root_inheriting')).toMatchObject({
      kind: 'found',
      pageId: 'root_inheriting',
      isInherited: false,
    });
  });

  it('a missing parent stops the walk at the last node found', () => {
    expect(effectiveNode(nodes, 'orphan')).toMatchObject({
      kind: 'found',
      pageId: 'orphan',
      isInherited: false,
    });
    expect(effectiveNode(nodes, 'orphan_child')).toMatchObject({
      kind: 'found',
      pageId: 'orphan',
      isInherited: true,
    });
  });

  it('refuses a loop, naming the path', () => {
    expect(effectiveNode(nodes, 'loop_a')).toEqual({
      kind: 'cycle',
      pageIds: ['loop_a', 'loop_b', 'loop_a'],
    });
    expect(effectiveNode(nodes, 'into_loop')).toEqual({
      kind: 'cycle',
      pageIds: ['into_loop', 'loop_a', 'loop_b', 'loop_a'],
    });
    expect(effectiveNode(nodes, 'self_loop')).toEqual({
      kind: 'cycle',
      pageIds: ['self_loop', 'self_loop'],
    });
  });

  it('a loop above a non-inheriting node is never reached', () => {
    const looped = { ...nodes, stopper: treeNode('stopper', { inherit: false, parent: 'loop_a' }) };
    expect(effectiveNode(looped, 'stopper')).toMatchObject({ kind: 'found', pageId: 'stopper' });
  });

  it('an unknown page is unknown', () => {
    expect(effectiveNode(nodes, 'nope')).toEqual({ kind: 'unknown' });
  });

  it('stays linear on a deep chain', () => {
    const deep: Record<string, ReturnType<typeof treeNode>> = { n0: treeNode('n0') };
    for (let i = 1; i <= 20_000; i += 1)
      deep[`n${i}`] = treeNode(`n${i}`, { inherit: true, parent: `n${i - 1}` });
    expect(effectiveNode(deep, 'n20000')).toMatchObject({ pageId: 'n0', isInherited: true });
  });
});

describe('progress root', () => {
  it('is the nearest is_progress_root at or above the page, whatever inherit says', () => {
    expect(findProgressRoot(nodes, 'course')).toBe('course');
    expect(findProgressRoot(nodes, 'lesson')).toBe('course');
    expect(findProgressRoot(tree, 'note_child')).toBe('course');
  });

  it('is the nearer of two roots', () => {
    const nested = {
      ...nodes,
      week: treeNode('week', { parent: 'course', is_progress_root: true }),
      day: treeNode('day', { parent: 'week' }),
    };
    expect(findProgressRoot(nested, 'day')).toBe('week');
  });

  it('is null without a root, past a missing parent, in a loop, or for an unknown page', () => {
    expect(findProgressRoot(nodes, 'root_inheriting')).toBeNull();
    expect(findProgressRoot(nodes, 'orphan_child')).toBeNull();
    expect(findProgressRoot(nodes, 'into_loop')).toBeNull();
    expect(findProgressRoot(nodes, 'nope')).toBeNull();
  });
});
