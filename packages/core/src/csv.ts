/**
 * CSV for every export (orders, subscriptions, attendees, form submissions, analytics), on the
 * server and in the studio alike: RFC 4180, rows ending in CRLF (what spreadsheets expect), a
 * cell quoted only when it holds a quote, comma or line break.
 *
 * Exports carry what members typed, so a cell that a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) is defused with a leading apostrophe (OWASP's CSV
 * injection advice). A plain number such as `-12.5` is left as it is: it cannot be a formula.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: empty for null or undefined, formula-defused, quoted when it has to be. */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the header row, then the rows, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
