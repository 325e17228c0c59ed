import { describe, expect, it } from 'vitest';
import { maxLength, valueBetween } from '../messages';
import { INVALID_CONTENT_TYPE, searchSchema } from './search';

const issueOf = (input: object) => searchSchema.safeParse(input).error?.issues[0];

describe('searchSchema', () => {
  it('fills every field with its default', () => {
    expect(searchSchema.parse({})).toEqual({ placeholder: '', content_type: 'article', limit: 5, background_color: null, schedule: null });
  });

  it('accepts any kind of page', () => {
    expect(searchSchema.parse({ content_type: 'workout', limit: 20 })).toMatchObject({ content_type: 'workout', limit: 20 });
  });

  it('refuses an unknown kind of page', () => {
    expect(issueOf({ content_type: 'podcast' })).toMatchObject({ path: ['content_type'], message: INVALID_CONTENT_TYPE });
  });

  it.each([0, 21, 2.5, '5'])('refuses %s results with the range message', (limit) => {
    expect(issueOf({ limit })).toMatchObject({ path: ['limit'], message: valueBetween(1, 20) });
  });

  it('limits the placeholder', () => {
    expect(issueOf({ placeholder: 'x'.repeat(101) })).toMatchObject({ path: ['placeholder'], message: maxLength(100) });
  });
});
