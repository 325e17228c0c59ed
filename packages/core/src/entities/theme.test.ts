import { describe, expect, it } from 'vitest';
import { fieldCodeOf } from '../error-catalogue';
import { themeViewOf } from '../theme-math';
import { defaultTheme, readTheme, themeColorFields, themeInputSchema, themeSchema, themeViewSchema } from './theme';

describe('theme colours in hex and rgb (SPEC §3, §5)', () => {
  it('answers every colour field in both forms, hex normalised', () => {
    const view = themeViewOf({ ...defaultTheme, primary_color: '5C29D3', secondary_color: '#DDE3E9' });
    expect(view).toMatchObject({ primary_color: '#5c29d3', primary_color_rgb: '92, 41, 211', secondary_color: '#dde3e9', secondary_color_rgb: '221, 227, 233' });
    for (const field of themeColorFields) expect(view[`${field}_rgb`], field).toMatch(/^\d{1,3}, \d{1,3}, \d{1,3}$/);
    expect(themeViewSchema.parse(view)).toEqual(view);
  });

  it('takes hex with or without # in any case and stores it as #, lower case; rgb forms sent are dropped', () => {
    const parsed = themeInputSchema.parse({ ...themeViewOf(defaultTheme), primary_color: 'AB12CD', brand_color: '#FFFFFF' });
    expect(parsed).toMatchObject({ primary_color: '#ab12cd', brand_color: '#ffffff' });
    expect(parsed).not.toHaveProperty('primary_color_rgb');
  });

  it.each(['#abc', 'red', '#1234567', '12345g', ''])('refuses %j with the hex_color field code', (value) => {
    const result = themeSchema.safeParse({ ...defaultTheme, dark_color: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), fieldCodeOf(issue.message).code])).toEqual([['dark_color', 'hex_color']]);
  });

  it('reads a stored theme field by field, a broken field as its default', () => {
    expect(readTheme({ ...defaultTheme, light_color: 'banana', app_look: 'round' })).toEqual({ ...defaultTheme });
    expect(readTheme(null)).toEqual(defaultTheme);
  });
});
