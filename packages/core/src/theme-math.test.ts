import { describe, expect, it } from 'vitest';
import { defaultTheme, themeSchema } from './entities/theme';
import {
  blockColorOnVar,
  blockColorVar,
  brightness,
  contrastRatio,
  DARK_TEXT_COLOR,
  fontStack,
  hexToRgb,
  isHexColor,
  LIGHT_TEXT_COLOR,
  LOOKS,
  mixHex,
  normalizeHex,
  textColorFor,
  themeCssVariables,
} from './theme-math';

describe('hex colours', () => {
  it('accepts six digits with or without #', () => {
    expect(isHexColor('#5c29d3')).toBe(true);
    expect(isHexColor('5C29D3')).toBe(true);
  });

  it.each(['#fff', 'fff', '#5c29d', '#5c29d3a', '#gggggg', '', '##5c29d3'])(
    'rejects %j',
    (value) => {
      expect(isHexColor(value)).toBe(false);
      expect(() => normalizeHex(value)).toThrow(/6-digit/);
    },
  );

  it('normalises to lower case with #', () => {
    expect(normalizeHex('5C29D3')).toBe('#5c29d3');
    expect(normalizeHex('#ABCDEF')).toBe('#abcdef');
  });

  it('reads channels', () => {
    expect(hexToRgb('#5c29d3')).toEqual({ r: 92, g: 41, b: 211 });
    expect(hexToRgb('ffffff')).toEqual({ r: 255, g: 255, b: 255 });
  });
});

describe('text colour from brightness', () => {
  it('weighs channels 299/587/114 over 1000', () => {
    expect(brightness('#ff0000')).toBeCloseTo(76.245);
    expect(brightness('#00ff00')).toBeCloseTo(149.685);
    expect(brightness('#0000ff')).toBeCloseTo(29.07);
    expect(brightness('#5c29d3')).toBeCloseTo((92 * 299 + 41 * 587 + 211 * 114) / 1000);
  });

  it('gives white text at exactly 150 and dark text above it', () => {
    expect(brightness('#969696')).toBe(150);
    expect(textColorFor('#969696')).toBe(LIGHT_TEXT_COLOR);
    expect(brightness('#979797')).toBe(151);
    expect(textColorFor('#979797')).toBe(DARK_TEXT_COLOR);
  });

  it('uses the SPEC colours', () => {
    expect(textColorFor('#ffffff')).toBe('#384250');
    expect(textColorFor('#000000')).toBe('#ffffff');
    expect(textColorFor('#5c29d3')).toBe('#ffffff');
    expect(textColorFor('#dde3e9')).toBe('#384250');
  });
});

describe('looks', () => {
  it('has the SPEC radii', () => {
    expect(LOOKS.rounded).toEqual({ card: 16, input: 24 });
    expect(LOOKS.square).toEqual({ card: 3, input: 3 });
    expect(LOOKS.default).toEqual({ card: 6, input: 12 });
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white in either order and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5c29d3', '#5c29d3')).toBe(1);
  });

  it('matches the WCAG value of a known pair', () => {
    // #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('mixHex', () => {
  it('mixes by weight', () => {
    expect(mixHex('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mixHex('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('themeCssVariables', () => {
  it('sets every brand slot with its rgb and on-colour', () => {
    const vars = themeCssVariables(defaultTheme, 'light');
    expect(vars['--color-primary']).toBe('#5c29d3');
    expect(vars['--color-primary-rgb']).toBe('92, 41, 211');
    expect(vars['--color-on-primary']).toBe('#ffffff');
    for (const slot of ['secondary', 'secondary-2', 'secondary-3', 'dark', 'light']) {
      expect(vars[`--color-${slot}`]).toMatch(/^#[0-9a-f]{6}$/);
      expect(vars[`--color-on-${slot}`]).toMatch(/^#(384250|ffffff)$/);
    }
    expect(vars['--color-on-light']).toBe(DARK_TEXT_COLOR);
  });

  it('covers every block colour through blockColorVar', () => {
    const vars = themeCssVariables(defaultTheme, 'light');
    for (const color of [
      'white',
      'light_grey',
      'grey',
      'black',
      'primary',
      'secondary_2',
    ] as const) {
      const name = blockColorVar(color).slice(4, -1);
      const on = blockColorOnVar(color).slice(4, -1);
      expect(vars[name], name).toBeDefined();
      expect(vars[on], on).toBeDefined();
    }
  });

  it('follows the colour mode', () => {
    const theme = themeSchema.parse({ dark_color: '#101418', light_color: '#f7f8f9' });
    const light = themeCssVariables(theme, 'light');
    const dark = themeCssVariables(theme, 'dark');
    expect(light['--color-bg']).toBe('#f7f8f9');
    expect(light['--color-text']).toBe(DARK_TEXT_COLOR);
    expect(light['--color-surface']).toBe('#ffffff');
    expect(dark['--color-bg']).toBe('#101418');
    expect(dark['--color-text']).toBe(LIGHT_TEXT_COLOR);
    expect(dark['--color-surface']).not.toBe(dark['--color-bg']);
    expect(dark['--color-border']).toBe('rgba(255, 255, 255, 0.16)');
  });

  it('gives links the brand colour where it reads on the page and its cards, else the text colour', () => {
    const purple = themeSchema.parse({ primary_color: '#5c29d3', dark_color: '#101418', light_color: '#f7f8f9' });
    expect(themeCssVariables(purple, 'light')['--color-link']).toBe('#5c29d3');
    // Dark purple on a near-black page would not read: links take the (light) text colour.
    expect(themeCssVariables(purple, 'dark')['--color-link']).toBe(LIGHT_TEXT_COLOR);
    // A pale yellow brand does not read on white either.
    const yellow = themeSchema.parse({ primary_color: '#ffd400' });
    expect(themeCssVariables(yellow, 'light')['--color-link']).toBe(DARK_TEXT_COLOR);
  });

  it('normalises colours stored without # and applies the look and fonts', () => {
    const theme = themeSchema.parse({
      primary_color: 'FFD400',
      app_look: 'rounded',
      card_style: 'flat',
      heading_font: 'Playfair Display',
    });
    const vars = themeCssVariables(theme, 'light');
    expect(vars['--color-primary']).toBe('#ffd400');
    expect(vars['--color-on-primary']).toBe(DARK_TEXT_COLOR);
    expect(vars['--radius-card']).toBe('16px');
    expect(vars['--radius-input']).toBe('24px');
    expect(vars['--shadow-card']).toBe('none');
    expect(vars['--font-heading']).toBe('"Playfair Display", "Playfair Display Fallback", Georgia, "Times New Roman", serif');
    expect(vars['--font-body']).toMatch(/^"Inter", "Inter Fallback", system-ui/);
  });

  it('lets a page background lead text, surfaces, borders and shadows, with the same properties', () => {
    const base = themeCssVariables(defaultTheme, 'light');
    const onBlack = themeCssVariables(defaultTheme, 'light', 'black');
    expect(Object.keys(onBlack).sort()).toEqual(Object.keys(base).sort());
    expect(onBlack['--color-bg']).toBe('#000000');
    expect(onBlack['--color-text']).toBe(LIGHT_TEXT_COLOR);
    expect(onBlack['--color-text-muted']).toBe('rgba(255, 255, 255, 0.8)');
    expect(onBlack['--color-border']).toBe('rgba(255, 255, 255, 0.16)');
    // Cards are lifted off the black, and their text stays readable on them.
    expect(onBlack['--color-surface']).not.toBe('#ffffff');
    expect(onBlack['--color-on-surface']).toBe(LIGHT_TEXT_COLOR);
    expect(onBlack['--shadow-card']).toBe(themeCssVariables(defaultTheme, 'dark')['--shadow-card']);

    const onSecondary = themeCssVariables(defaultTheme, 'dark', 'secondary');
    expect(onSecondary['--color-bg']).toBe('#dde3e9');
    expect(onSecondary['--color-text']).toBe(DARK_TEXT_COLOR);
    expect(onSecondary['--color-surface']).toBe('#ffffff');
    expect(onSecondary['--color-border']).toBe('rgba(56, 66, 80, 0.12)');
  });
});

describe('fontStack', () => {
  it('strips characters that could break out of the declaration', () => {
    expect(fontStack('Bad"; } body { color: red')).not.toMatch(/[;{}]|"Bad"/);
    expect(fontStack('  ')).toMatch(/^system-ui/);
  });

  it('names only self-hosted fonts; any other name gets the system stack', () => {
    expect(fontStack('inter')).toBe('"Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
    expect(fontStack('JetBrains Mono')).toMatch(/^"JetBrains Mono", .*monospace$/);
    expect(fontStack('Comic Sans MS')).toBe('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
  });
});
