import { describe, expect, it } from 'vitest';
import { avatarDiameter, avatarSchema } from './avatar';
import { firstIssue } from './test-helpers';

describe('avatarSchema', () => {
  it('fills every field with its default', () => {
    expect(avatarSchema.parse({})).toEqual({
      image: null,
      name: '',
      caption: '',
      size: 'medium',
      align: 'center',
      action: null,
      background_color: null,
      schedule: null,
    });
  });

  it('uses the SPEC image sizes as diameters', () => {
    expect([avatarDiameter('small'), avatarDiameter('medium'), avatarDiameter('large')]).toEqual([
      100, 180, 250,
    ]);
  });

  it.each<[string, object, string, string]>([
    ['a long name', { name: 'x'.repeat(121) }, 'name', 'Must be at most 120 characters.'],
    ['a long caption', { caption: 'x'.repeat(301) }, 'caption', 'Must be at most 300 characters.'],
    [
      'an unknown size',
      { size: 'huge' },
      'size',
      'Invalid option: expected one of "small"|"medium"|"large"',
    ],
    [
      'an unsafe action',
      { action: { type: 'open_url', url: 'javascript:alert(1)' } },
      'action.url',
      'Must be a URL starting with http:// or https://',
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(firstIssue(avatarSchema, input)).toEqual({ path, message });
  });
});
