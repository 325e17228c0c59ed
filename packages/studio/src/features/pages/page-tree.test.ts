import { describe, expect, it } from 'vitest';
import type { StudioPageSummary } from '@tessera/core/api/studio-pages';
import { pageId, tree } from './test/page-fixtures';
import { descendantIds, dropTarget, movePage, moveTarget, possibleParents, removePage, visibleRows } from './page-tree';

// Home
//   Week 1
//     Day 1
//     Day 2
//   Week 2
// About
const pages = tree([
  [1, null, 'Home'],
  [2, 1, 'Week 1'],
  [3, 2, 'Day 1'],
  [4, 2, 'Day 2'],
  [5, 1, 'Week 2'],
  [6, null, 'About'],
]);

/** The tree as indented titles, to compare whole shapes at a glance. */
const outline = (list: StudioPageSummary[]) => visibleRows(list).map((row) => `${'  '.repeat(row.level - 1)}${row.page.title}`);

describe('pages tree', () => {
  it('lays the flat list out as rows with levels, sibling positions and child counts', () => {
    const rows = visibleRows(pages);
    expect(rows.map((row) => [row.page.title, row.level, row.index + 1, row.setSize, row.childCount])).toEqual([
      ['Home', 1, 1, 2, 2],
      ['Week 1', 2, 1, 2, 2],
      ['Day 1', 3, 1, 2, 0],
      ['Day 2', 3, 2, 2, 0],
      ['Week 2', 2, 2, 2, 0],
      ['About', 1, 2, 2, 0],
    ]);
  });

  it('leaves out the children of collapsed pages, and shows orphans at the top level', () => {
    expect(visibleRows(pages, new Set([pageId(2)])).map((row) => row.page.title)).toEqual(['Home', 'Week 1', 'Week 2', 'About']);
    const orphan = { ...pages[2]!, parent_id: pageId(99) };
    expect(visibleRows([orphan]).map((row) => row.level)).toEqual([1]);
  });

  it('finds descendants and removes a page with everything under it', () => {
    expect(descendantIds(pages, pageId(1)).sort()).toEqual([pageId(2), pageId(3), pageId(4), pageId(5)].sort());
    expect(outline(removePage(pages, pageId(2)))).toEqual(['Home', '  Week 2', 'About']);
  });

  it('moves a page with its subtree and renumbers positions and roots', () => {
    const moved = movePage(pages, pageId(2), { parent_id: pageId(6), position: 0 });
    expect(outline(moved)).toEqual(['Home', '  Week 2', 'About', '  Week 1', '    Day 1', '    Day 2']);
    const week2 = moved.find((page) => page.id === pageId(5))!;
    expect(week2.position).toBe(0);
    expect(moved.find((page) => page.id === pageId(3))!.root_id).toBe(pageId(6));
    // Never under itself.
    expect(movePage(pages, pageId(2), { parent_id: pageId(3), position: 0 })).toEqual(pages);
  });

  it('works out keyboard moves: up, down, indent, outdent', () => {
    expect(moveTarget(pages, pageId(4), 'up')).toEqual({ parent_id: pageId(2), position: 0 });
    expect(moveTarget(pages, pageId(3), 'up')).toBeNull();
    expect(moveTarget(pages, pageId(3), 'down')).toEqual({ parent_id: pageId(2), position: 1 });
    expect(moveTarget(pages, pageId(4), 'down')).toBeNull();
    expect(moveTarget(pages, pageId(5), 'indent')).toEqual({ parent_id: pageId(2), position: 2 });
    expect(moveTarget(pages, pageId(2), 'indent')).toBeNull();
    expect(moveTarget(pages, pageId(3), 'outdent')).toEqual({ parent_id: pageId(1), position: 1 });
    expect(moveTarget(pages, pageId(1), 'outdent')).toBeNull();
    const down = movePage(pages, pageId(3), moveTarget(pages, pageId(3), 'down')!);
    expect(outline(down)).toEqual(['Home', '  Week 1', '    Day 2', '    Day 1', '  Week 2', 'About']);
    const out = movePage(pages, pageId(3), moveTarget(pages, pageId(3), 'outdent')!);
    expect(outline(out)).toEqual(['Home', '  Week 1', '    Day 2', '  Day 1', '  Week 2', 'About']);
  });

  it('turns a drop on a row into a move, and refuses a drop under the page itself', () => {
    expect(dropTarget(pages, pageId(6), pageId(2), 'inside')).toEqual({ parent_id: pageId(2), position: 2 });
    expect(dropTarget(pages, pageId(6), pageId(2), 'before')).toEqual({ parent_id: pageId(1), position: 0 });
    expect(dropTarget(pages, pageId(6), pageId(2), 'after')).toEqual({ parent_id: pageId(1), position: 1 });
    expect(dropTarget(pages, pageId(3), pageId(4), 'after')).toEqual({ parent_id: pageId(2), position: 1 });
    // Dropping where it already is changes nothing.
    expect(dropTarget(pages, pageId(3), pageId(4), 'before')).toBeNull();
    expect(dropTarget(pages, pageId(3), pageId(3), 'after')).toBeNull();
    expect(dropTarget(pages, pageId(2), pageId(3), 'inside')).toBe('under-itself');
    expect(dropTarget(pages, pageId(2), pageId(4), 'before')).toBe('under-itself');
    expect(dropTarget(pages, pageId(2), pageId(2), 'inside')).toBe('under-itself');
  });

  it('offers every page outside its own subtree as a new parent', () => {
    expect(possibleParents(pages, pageId(2)).map((row) => row.page.title)).toEqual(['Home', 'Week 2', 'About']);
  });
});
