import { describe, expect, it } from 'vitest';
import { BLOCK_BASE_HEIGHT } from '../constants';
import { maxLength, valueBetween } from '../messages';
import { clampCodeHeight, CODE_PART_MAX, codeSchema } from './code';
import { RATIO_OUT_OF_RANGE } from './ratio';

const issueOf = (input: object) => codeSchema.safeParse(input).error?.issues[0];

describe('codeSchema', () => {
  it('fills every field with its default, the height from the block base height', () => {
    expect(codeSchema.parse({})).toEqual({ html: '', css: '', js: '', height: BLOCK_BASE_HEIGHT, ratio: null, auto_height: false, title: '', background_color: null, schedule: null });
    expect(BLOCK_BASE_HEIGHT).toBe(200);
  });

  it('keeps a reported height inside the bounds an owner could type', () => {
    expect([clampCodeHeight(12), clampCodeHeight(530.2), clampCodeHeight(99_999)]).toEqual([40, 531, 2000]);
  });

  it('refuses an auto height that is not a switch', () => {
    expect(codeSchema.safeParse({ auto_height: 'yes' }).success).toBe(false);
  });

  it('keeps the code as written (it is sandboxed, not sanitised)', () => {
    const html = '<button onclick="go()">Go</button><script>go()</script>';
    expect(codeSchema.parse({ html }).html).toBe(html);
  });

  it.each([39, 2001, 120.5])('refuses height %s with the range message', (height) => {
    expect(issueOf({ height })).toMatchObject({ path: ['height'], message: valueBetween(40, 2000) });
  });

  it.each([9, 301])('refuses ratio %s with "Ratio Out Of Range"', (ratio) => {
    expect(issueOf({ ratio })).toMatchObject({ path: ['ratio'], message: RATIO_OUT_OF_RANGE });
  });

  it('limits each part and the title', () => {
    expect(issueOf({ js: 'x'.repeat(CODE_PART_MAX + 1) })).toMatchObject({ path: ['js'], message: maxLength(CODE_PART_MAX) });
    expect(issueOf({ title: 'x'.repeat(121) })).toMatchObject({ path: ['title'], message: maxLength(120) });
  });
});
