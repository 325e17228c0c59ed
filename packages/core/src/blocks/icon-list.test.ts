import { describe, expect, it } from 'vitest';
import { iconListSchema } from './icon-list';
import { firstIssue } from './test-helpers';

describe('iconListSchema', () => {
  it('fills every field with its default', () => {
    expect(iconListSchema.parse({})).toEqual({
      title: '',
      icon_color: 'primary',
      items: [],
      background_color: null,
      schedule: null,
    });
    expect(iconListSchema.parse({ items: [{}] }).items).toEqual([
      { icon: 'check', title: '', text: '' },
    ]);
  });

  it.each<[string, object, string, string]>([
    ['an unknown icon', { items: [{ icon: 'rocket' }] }, 'items.0.icon', 'Choose an icon'],
    [
      'an unknown colour',
      { icon_color: 'pink' },
      'icon_color',
      'Invalid option: expected one of "white"|"light_grey"|"grey"|"black"|"primary"|"secondary"|"secondary_2"|"secondary_3"|"dark"|"light"',
    ],
    [
      'a long item title',
      { items: [{ title: 'x'.repeat(121) }] },
      'items.0.title',
      'Must be at most 120 characters.',
    ],
    [
      'a long item text',
      { items: [{ text: 'x'.repeat(501) }] },
      'items.0.text',
      'Must be at most 500 characters.',
    ],
    ['a long title', { title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters.'],
    [
      'too many items',
      { items: Array.from({ length: 51 }, () => ({})) },
      'items',
      'At most 50 items',
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(firstIssue(iconListSchema, input)).toEqual({ path, message });
  });
});
