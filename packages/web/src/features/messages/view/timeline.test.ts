import { describe, expect, it } from 'vitest';
import { dayOf, timelineRows } from './timeline';

const at = (iso: string) => Date.parse(iso);
const msg = (id: string, iso: string, author = 'ana', type = 'message') => ({
  id,
  message_ts: at(iso),
  user: { id: author },
  message_type: type,
});
const flags = (rows: ReturnType<typeof timelineRows<ReturnType<typeof msg>>>) =>
  rows.flatMap((row) =>
    row.kind === 'message' ? [[row.message.id, row.startsGroup, row.endsGroup]] : [],
  );

describe('timeline rows', () => {
  it('groups one author chained within 60 s, and starts a new group past it, for another author or a notification', () => {
    const rows = timelineRows(
      [
        msg('a', '2026-05-01T10:00:00Z'),
        msg('b', '2026-05-01T10:00:50Z'),
        msg('c', '2026-05-01T10:01:40Z'),
        msg('d', '2026-05-01T10:05:00Z'),
        msg('e', '2026-05-01T10:05:10Z', 'ben'),
        msg('f', '2026-05-01T10:05:20Z', 'ben', 'notification'),
      ],
      'UTC',
    );
    expect(flags(rows)).toEqual([
      ['a', true, false],
      ['b', false, false],
      ['c', false, true],
      ['d', true, true],
      ['e', true, true],
      ['f', true, true],
    ]);
  });

  it('puts a day separator before each new day, and a new day starts a new group', () => {
    const rows = timelineRows(
      [
        msg('a', '2026-05-01T23:59:50Z'),
        msg('b', '2026-05-02T00:00:10Z'),
        msg('c', '2026-05-02T00:00:20Z'),
      ],
      'UTC',
    );
    expect(rows.map((row) => (row.kind === 'day' ? row.day : row.message.id))).toEqual([
      '2026-05-01',
      'a',
      '2026-05-02',
      'b',
      'c',
    ]);
    expect(flags(rows)).toEqual([
      ['a', true, true],
      ['b', true, false],
      ['c', false, true],
    ]);
  });

  it('reads the day in the given time zone', () => {
    expect(dayOf(at('2026-05-01T23:30:00Z'), 'UTC')).toBe('2026-05-01');
    expect(dayOf(at('2026-05-01T23:30:00Z'), 'Europe/Prague')).toBe('2026-05-02');
  });

  it('is empty for no messages', () => {
    expect(timelineRows([])).toEqual([]);
  });
});
