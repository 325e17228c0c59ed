import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeStageId, completedInOrder, stageDayOffsets, stageOpensAt } from './stages';

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

describe('stageOpensAt (drip per stage)', () => {
  const start = { startDate: '2030-03-29', subscribedAt: '2030-03-20T10:00:00Z' };
  it('is the start of the day drip days after the chosen start day, in the member zone (across a DST change)', () => {
    // Europe/Berlin moves to summer time on 2030-03-31: the 1st of April starts at 22:00 UTC the day before.
    expect(stageOpensAt(3, start, 'Europe/Berlin', Date.parse('2030-03-29T12:00:00Z'))).toBe('2030-03-31T22:00:00.000Z');
    expect(stageOpensAt(1, start, 'Europe/Berlin', Date.parse('2030-03-29T12:00:00Z'))).toBe('2030-03-29T23:00:00.000Z');
  });

  it('counts from the day of subscribing, in the member zone, without a chosen start day', () => {
    const late = { startDate: null, subscribedAt: '2030-03-20T23:30:00Z' };
    // 23:30 UTC is already the 21st in Tokyo.
    expect(stageOpensAt(2, late, 'Asia/Tokyo', Date.parse('2030-03-20T23:30:00Z'))).toBe('2030-03-22T15:00:00.000Z');
    expect(stageOpensAt(2, late, 'UTC', Date.parse('2030-03-20T23:30:00Z'))).toBe('2030-03-22T00:00:00.000Z');
  });

  it('is null when open: no drip, drip 0, or the instant has come', () => {
    const now = Date.parse('2030-03-29T12:00:00Z');
    expect(stageOpensAt(null, start, 'UTC', now)).toBeNull();
    expect(stageOpensAt(0, start, 'UTC', now)).toBeNull();
    expect(stageOpensAt(2, start, 'UTC', Date.parse('2030-03-31T00:00:00Z'))).toBeNull();
    expect(stageOpensAt(2, start, 'UTC', Date.parse('2030-03-30T23:59:59Z'))).toBe('2030-03-31T00:00:00.000Z');
  });
});
