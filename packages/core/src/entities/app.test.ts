import { describe, expect, it } from 'vitest';
import { fieldCodeOf } from '../error-catalogue';
import { blockColors } from './page-values';
import { publicAppConfigSchema, readToolbar, toolbarSchema } from './app';
import { defaultTheme } from './theme';

const codesOf = (toolbar: unknown) => {
  const result = toolbarSchema.safeParse(toolbar);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), fieldCodeOf(issue.message)]);
};

describe('toolbar settings (SPEC §2, §5)', () => {
  it('accepts null or a block colour, left or center, and a logo height of 10 to 100 %', () => {
    for (const color of [null, ...blockColors]) expect(codesOf({ background_color: color })).toEqual([]);
    expect(toolbarSchema.parse({})).toEqual({ background_color: null, align: 'left', logo: null, logo_height_ratio: 50 });
    expect(codesOf({ align: 'center', logo_height_ratio: 10 })).toEqual([]);
    expect(codesOf({ logo_height_ratio: 100 })).toEqual([]);
  });

  it('refuses anything else, each with its field code', () => {
    expect(codesOf({ background_color: 'banana' })).toEqual([['background_color', { code: 'background_color' }]]);
    expect(codesOf({ background_color: '#ff0000' })).toEqual([['background_color', { code: 'background_color' }]]);
    expect(codesOf({ align: 'right' })).toEqual([['align', { code: 'toolbar_align' }]]);
    for (const ratio of [9, 101, 33.3, 'big']) {
      expect(codesOf({ logo_height_ratio: ratio })).toEqual([['logo_height_ratio', { code: 'value_between', params: { min: 10, max: 100 } }]]);
    }
  });

  it('reads a stored toolbar field by field: a value saved before the rules reads as its default', () => {
    expect(readToolbar({ background_color: '#123456', align: 'center', logo: null, logo_height_ratio: 300 })).toEqual({
      background_color: null,
      align: 'center',
      logo: null,
      logo_height_ratio: 50,
    });
  });
});

describe('the public config', () => {
  it('takes a theme with or without its rgb forms (the preview paints hex-only themes)', () => {
    const base = { slug: 'a', name: 'A', toolbar: {}, access: {}, show_made_with_badge: true, languages: ['en'], default_locale: 'en', home_path: '/', menu: [] };
    expect(publicAppConfigSchema.parse({ ...base, theme: defaultTheme }).theme).toEqual(defaultTheme);
  });
});
