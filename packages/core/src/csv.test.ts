import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes only cells that hold a quote, comma or line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(7)).toBe('7');
    expect(csvCell(false)).toBe('false');
  });

  it('defuses what a spreadsheet would run as a formula, but not a plain number', () => {
    expect(csvCell('=HYPERLINK("x"), ana')).toBe(`"'=HYPERLINK(""x""), ana"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('toCsv', () => {
  it('writes the header then the rows, each ending in CRLF', () => {
    expect(
      toCsv(
        ['name', 'seats'],
        [
          ['Ana', 2],
          ['=cmd', null],
        ],
      ),
    ).toBe("name,seats\r\nAna,2\r\n'=cmd,\r\n");
  });
});
