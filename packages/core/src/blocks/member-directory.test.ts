import { describe, expect, it } from 'vitest';
import { maxLength, valueBetween } from '../messages';
import { memberDirectorySchema } from './member-directory';

const issueOf = (input: object) => memberDirectorySchema.safeParse(input).error?.issues[0];

describe('memberDirectorySchema', () => {
  it('fills every field with its default', () => {
    expect(memberDirectorySchema.parse({})).toEqual({ title: '', limit: 12, layout: 'grid', background_color: null, schedule: null });
  });

  it.each([0, 25, 1.5])('refuses limit %s with the range message', (limit) => {
    expect(issueOf({ limit })).toMatchObject({ path: ['limit'], message: valueBetween(1, 24) });
  });

  it('refuses an unknown layout and a long title', () => {
    expect(issueOf({ layout: 'carousel' })?.path).toEqual(['layout']);
    expect(issueOf({ title: 'x'.repeat(121) })).toMatchObject({ path: ['title'], message: maxLength(120) });
  });
});
