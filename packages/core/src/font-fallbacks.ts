/**
 * Size-adjusted local fallbacks for the catalogue fonts. While a theme font loads (`font-display:
 * swap`) text shows in a local font scaled to take the same width and line height, so the swap
 * moves nothing (CLS). Measured by `scripts/font-fallback-metrics.mjs` (run it after changing the
 * catalogue): English text's average advance for `size-adjust`, the font's ascent, descent and line
 * gap for the overrides. Arial, Times New Roman and Courier New were measured through Liberation
 * Sans, Serif and Mono, which share their metrics and stand in for them on Linux.
 */
export type FallbackMetrics = {
  sizeAdjust: string;
  ascent: string;
  descent: string;
  lineGap: string;
};

export const FALLBACK_METRICS: Record<string, FallbackMetrics> = {
  inter: { sizeAdjust: '107.41%', ascent: '90.19%', descent: '22.46%', lineGap: '0.00%' },
  roboto: { sizeAdjust: '100.42%', ascent: '92.39%', descent: '24.31%', lineGap: '0.00%' },
  'open-sans': { sizeAdjust: '105.89%', ascent: '100.94%', descent: '27.67%', lineGap: '0.00%' },
  lato: { sizeAdjust: '97.80%', ascent: '100.92%', descent: '21.78%', lineGap: '0.00%' },
  montserrat: { sizeAdjust: '114.29%', ascent: '84.69%', descent: '21.96%', lineGap: '0.00%' },
  poppins: { sizeAdjust: '113.90%', ascent: '92.18%', descent: '30.73%', lineGap: '8.78%' },
  nunito: { sizeAdjust: '101.82%', ascent: '99.29%', descent: '34.67%', lineGap: '0.00%' },
  merriweather: { sizeAdjust: '120.33%', ascent: '81.77%', descent: '22.69%', lineGap: '0.00%' },
  lora: { sizeAdjust: '116.63%', ascent: '86.26%', descent: '23.49%', lineGap: '0.00%' },
  'playfair-display': {
    sizeAdjust: '112.49%',
    ascent: '96.18%',
    descent: '22.31%',
    lineGap: '0.00%',
  },
  oswald: { sizeAdjust: '81.97%', ascent: '145.54%', descent: '35.26%', lineGap: '0.00%' },
  'jetbrains-mono': {
    sizeAdjust: '99.98%',
    ascent: '102.02%',
    descent: '30.00%',
    lineGap: '0.00%',
  },
};

/** The local fonts each fallback is drawn with, regular and bold (Liberation: the same metrics on Linux). */
export const LOCAL_FALLBACKS = {
  'sans-serif': {
    regular: ['Arial', 'ArialMT', 'Liberation Sans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'],
  },
  serif: {
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'],
    bold: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'],
  },
  monospace: {
    regular: ['Courier New', 'CourierNewPSMT', 'Liberation Mono'],
    bold: ['Courier New Bold', 'CourierNewPS-BoldMT', 'Liberation Mono Bold'],
  },
} as const;
