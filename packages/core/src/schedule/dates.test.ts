import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  consecutiveDays,
  dayAt,
  dayBounds,
  daysBetween,
  isInPast,
  isIsoDay,
  shiftSubsequent,
  weekOf,
} from './dates';

const days = fc
  .date({ min: new Date(Date.UTC(1971, 0, 1)), max: new Date(Date.UTC(2200, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
  });

  it('knows real days', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('26-02-01')).toBe(false);
  });

  it('adding n then −n restores the day, and daysBetween measures what addDays added', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -4000, max: 4000 }), (day, n) => {
        return addDays(addDays(day, n), -n) === day && daysBetween(day, addDays(day, n)) === n;
      }),
    );
  });

  it("says which day it is in the member's zone", () => {
    const instant = Date.UTC(2026, 10, 24, 23, 30);
    expect(dayAt(instant, 'UTC')).toBe('2026-11-24');
    expect(dayAt(instant, 'Europe/Oslo')).toBe('2026-11-25');
    expect(dayAt(instant, 'America/Los_Angeles')).toBe('2026-11-24');
    expect(dayAt(instant, 'Not/AZone')).toBe('2026-11-24');
  });

  it('refuses only days before today', () => {
    expect(isInPast('2026-11-23', '2026-11-24')).toBe(true);
    expect(isInPast('2026-11-24', '2026-11-24')).toBe(false);
    expect(isInPast('2026-11-25', '2026-11-24')).toBe(false);
  });

  it('bounds a day in a zone, 23 hours on a spring-forward day', () => {
    expect(dayBounds('2026-03-29', 'Europe/Oslo')).toEqual({
      starts_at: '2026-03-28T23:00:00.000Z',
      ends_at: '2026-03-29T22:00:00.000Z',
    });
    expect(dayBounds('2026-06-01', 'UTC')).toEqual({ starts_at: '2026-06-01T00:00:00.000Z', ends_at: '2026-06-02T00:00:00.000Z' });
  });

  it('gives the week of a day from Monday, and consecutive days', () => {
    expect(weekOf('2026-11-26')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(weekOf('2026-11-23', 0)[0]).toBe('2026-11-22');
    expect(consecutiveDays('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    fc.assert(fc.property(days, fc.integer({ min: 0, max: 6 }), (day, start) => {
      const week = weekOf(day, start);
      return week.length === 7 && week.includes(day) && new Date(`${week[0]}T00:00:00Z`).getUTCDay() === start;
    }));
  });
});

describe('shiftSubsequent (PUT /schedule/{id} with shift_subsequent)', () => {
  const program = [
    { id: 'd1', date: '2026-11-23' },
    { id: 'd2', date: '2026-11-24' },
    { id: 'd3', date: '2026-11-26' },
    { id: 'd4', date: '2026-11-27' },
  ];

  it('moves the later days by as many days as the item moved, keeping their gaps', () => {
    const { item, siblings } = shiftSubsequent(program[1]!, '2026-11-25', program);
    expect(item).toEqual({ id: 'd2', date: '2026-11-25' });
    expect(siblings).toEqual([
      { id: 'd3', date: '2026-11-27' },
      { id: 'd4', date: '2026-11-28' },
    ]);
  });

  it('leaves earlier days alone, and changes nothing else when the day is the same', () => {
    expect(shiftSubsequent(program[2]!, '2026-11-20', program).siblings).toEqual([{ id: 'd4', date: '2026-11-21' }]);
    expect(shiftSubsequent(program[0]!, '2026-11-23', program).siblings).toEqual([]);
  });

  it('shifting by n then by −n restores every date', () => {
    const lists = fc.uniqueArray(fc.record({ id: fc.uuid(), date: days }), { selector: (s) => s.id, maxLength: 20 });
    fc.assert(
      fc.property(lists, fc.nat(), fc.integer({ min: -400, max: 400 }), (list, pick, n) => {
        if (list.length === 0) return true;
        const moved = list[pick % list.length]!;
        const there = shiftSubsequent(moved, addDays(moved.date, n), list);
        const after = list.map((s) => (s.id === moved.id ? there.item : (there.siblings.find((x) => x.id === s.id) ?? s)));
        const back = shiftSubsequent(there.item, moved.date, after);
        const restored = after.map((s) => (s.id === moved.id ? back.item : (back.siblings.find((x) => x.id === s.id) ?? s)));
        // Days that were later stay later when moving forward; moving back by n restores them all.
        return n < 0 && list.some((s) => s.id !== moved.id && s.date > addDays(moved.date, n) && s.date <= moved.date)
          ? true
          : restored.every((s, i) => s.date === list[i]!.date);
      }),
    );
  });

  it('keeps every later day after the moved one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ id: fc.uuid(), date: days }), { selector: (s) => s.id, minLength: 1, maxLength: 20 }), fc.integer({ min: -50, max: 50 }), (list, n) => {
        const moved = list[0]!;
        const { item, siblings } = shiftSubsequent(moved, addDays(moved.date, n), list);
        return siblings.every((s) => s.date > item.date);
      }),
    );
  });
});
