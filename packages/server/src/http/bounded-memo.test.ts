import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes once per value, falsy and missing answers included', () => {
    const seen: string[] = [];
    const lookup = boundedMemo((value) => {
      seen.push(value);
      return value === 'none' ? undefined : value.length > 2;
    }, 10);
    expect([lookup('ab'), lookup('abc'), lookup('ab'), lookup('none'), lookup('none')]).toEqual([false, true, false, undefined, undefined]);
    expect(seen).toEqual(['ab', 'abc', 'none']);
  });

  it('starts over when full, so endless new values cannot grow it', () => {
    let calls = 0;
    const lookup = boundedMemo((value) => {
      calls += 1;
      return value;
    }, 2);
    lookup('a');
    lookup('b');
    lookup('c'); // full: forgets a and b
    lookup('c');
    expect(calls).toBe(3);
    lookup('a');
    expect(calls).toBe(4);
  });
});
