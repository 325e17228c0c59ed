import { describe, expect, it } from 'vitest';
import { readRawHeaders } from './raw-headers';

const NAMES = ['host', 'x-app-slug', 'if-none-match'];

describe('readRawHeaders', () => {
  it('finds the named headers whatever their case, and leaves the others undefined', () => {
    const values: (string | undefined)[] = [];
    expect(readRawHeaders(['Host', 'a.example', 'User-Agent', 'x', 'X-APP-SLUG', 'demo'], NAMES, values)).toBe(true);
    expect(values).toEqual(['a.example', 'demo', undefined]);
  });

  it('forgets the values of the previous request', () => {
    const values: (string | undefined)[] = [];
    readRawHeaders(['host', 'a.example', 'if-none-match', '"e"'], NAMES, values);
    readRawHeaders(['host', 'b.example'], NAMES, values);
    expect(values).toEqual(['b.example', undefined, undefined]);
  });

  it('does not take a name that only looks alike', () => {
    const values: (string | undefined)[] = [];
    // Same length as "host", differing by more than case; "x-app_slug" has "_" where "-" is.
    readRawHeaders(['hosT', 'ok', 'x-app_slug', 'no', 'Hos', 'no', 'hostx', 'no'], NAMES, values);
    expect(values).toEqual(['ok', undefined, undefined]);
  });

  it('refuses a named header that comes twice, in any case, and keeps an empty value', () => {
    expect(readRawHeaders(['x-app-slug', 'a', 'X-App-Slug', 'b'], NAMES, [])).toBe(false);
    expect(readRawHeaders(['Host', 'a', 'host', 'a'], NAMES, [])).toBe(false);
    const values: (string | undefined)[] = [];
    expect(readRawHeaders(['if-none-match', '', 'accept', 'x', 'accept', 'y'], NAMES, values)).toBe(true);
    expect(values[2]).toBe('');
  });
});
