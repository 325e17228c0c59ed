import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeStageId, completedInOrder, stageDayOffsets } from './stages';

const stageLists = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 12 });

describe('activeStageId (SPEC §4 Program)', () => {
  it('is the first stage not completed', () => {
    expect(activeStageId(['a', 'b', 'c'], ['a'])).toBe('b');
    expect(activeStageId(['a', 'b', 'c'], ['b'])).toBe('a');
    expect(activeStageId(['a', 'b', 'c'], [])).toBe('a');
  });

  it('is the last stage when every stage is completed, and none without stages', () => {
    expect(activeStageId(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe('c');
    expect(activeStageId([], ['x'])).toBeNull();
  });

  it('always names a stage of the program, every stage before it is completed, and it is uncompleted unless all are', () => {
    fc.assert(
      fc.property(stageLists, fc.array(fc.boolean(), { maxLength: 12 }), (stages, flags) => {
        const completed = stages.filter((_, i) => flags[i]);
        const active = activeStageId(stages, new Set(completed));
        if (stages.length === 0) return active === null;
        const index = stages.indexOf(active!);
        const allDone = completed.length === stages.length;
        return (
          index >= 0 &&
          stages.slice(0, index).every((id) => completed.includes(id)) &&
          (allDone ? index === stages.length - 1 : !completed.includes(active!))
        );
      }),
    );
  });
});

describe('completedInOrder', () => {
  it("keeps the program's order and drops ids that are not its stages", () => {
    expect(completedInOrder(['a', 'b', 'c'], ['c', 'x', 'a'])).toEqual(['a', 'c']);
  });
});

describe('stageDayOffsets (drip per stage)', () => {
  it('is one stage per day without drip, the drip day when set, and the day after the previous one otherwise', () => {
    expect(stageDayOffsets([null, null, null])).toEqual([0, 1, 2]);
    expect(stageDayOffsets([0, 7, 14, 21])).toEqual([0, 7, 14, 21]);
    expect(stageDayOffsets([null, 7, null, 3])).toEqual([0, 7, 8, 3]);
    expect(stageDayOffsets([])).toEqual([]);
  });
});
