import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeIcsText, foldIcsLine, utf8Length } from './ics';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('ics', () => {
  it('escapes text as RFC 5545 says', () => {
    expect(escapeIcsText('Yoga; core, and\\more\nline two\r\nthree')).toBe('Yoga\\; core\\, and\\\\more\\nline two\\nthree');
    expect(escapeIcsText('a\u0000b\u0007c')).toBe('abc');
  });

  it('counts UTF-8 octets', () => {
    expect(['a', 'é', '€', '😀'].map(utf8Length)).toEqual([1, 2, 3, 4]);
  });

  it('folds long lines at 75 octets without splitting a character, and unfolding restores them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const line = `SUMMARY:${escapeIcsText(text)}`;
        const folded = foldIcsLine(line);
        for (const piece of folded.split('\r\n')) expect([...piece].reduce((n, c) => n + utf8Length(c), 0)).toBeLessThanOrEqual(75);
        expect(unfold(folded)).toBe(line);
      }),
    );
  });

  it('builds a calendar with CRLF lines, UTC times and escaped fields', () => {
    const text = buildCalendar(
      [
        {
          uid: 'occ-1@tessera',
          startsAt: new Date('2026-03-30T05:00:00Z'),
          endsAt: new Date('2026-03-30T05:45:00Z'),
          summary: 'Live, strong; together',
          location: 'Studio 1, Main St',
          url: 'https://example.test/live',
          status: 'CONFIRMED',
        },
      ],
      { now: new Date('2026-03-01T00:00:00Z'), name: 'My classes' },
    );
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'DTSTART:20260330T050000Z',
        'DTEND:20260330T054500Z',
        'SUMMARY:Live\\, strong\\; together',
        'LOCATION:Studio 1\\, Main St',
        'DTSTAMP:20260301T000000Z',
        'X-WR-CALNAME:My classes',
      ]),
    );
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });
});
