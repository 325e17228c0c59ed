// Measures the catalogue fonts against their local fallbacks and prints the overrides that make a
// fallback take the same room (core/src/font-fallbacks.ts holds the output). Run after changing
// the catalogue: node scripts/font-fallback-metrics.mjs
// Metrics as in CSS Fonts 5 and Capsize: size-adjust is the ratio of the average width of English
// text (letters weighted by frequency, and spaces); ascent/descent/line-gap overrides are the
// font's hhea metrics over its em, divided by size-adjust. Arial, Times New Roman and Courier New
// are measured through Liberation Sans, Serif and Mono, which share their metrics.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

function tables(buffer) {
  const out = {};
  if (buffer.toString('latin1', 0, 4) === 'wOFF') {
    const count = buffer.readUInt16BE(12);
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20;
      const tag = buffer.toString('latin1', at, at + 4);
      const offset = buffer.readUInt32BE(at + 4);
      const compressed = buffer.readUInt32BE(at + 8);
      const length = buffer.readUInt32BE(at + 12);
      const raw = buffer.subarray(offset, offset + compressed);
      out[tag] = compressed === length ? raw : inflateSync(raw);
    }
  } else {
    const count = buffer.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      out[buffer.toString('latin1', at, at + 4)] = buffer.subarray(
        buffer.readUInt32BE(at + 8),
        buffer.readUInt32BE(at + 8) + buffer.readUInt32BE(at + 12),
      );
    }
  }
  return out;
}

function glyphOf(cmap, code) {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(offset) !== 4) continue;
    const segX2 = cmap.readUInt16BE(offset + 6);
    const ends = offset + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let s = 0; s < segX2; s += 2) {
      if (cmap.readUInt16BE(ends + s) < code) continue;
      const start = cmap.readUInt16BE(starts + s);
      if (start > code) return 0;
      const delta = cmap.readInt16BE(deltas + s);
      const range = cmap.readUInt16BE(ranges + s);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(ranges + s + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
  }
  return 0;
}

// English letter frequencies (per 1000 letters) and spaces at about one in five characters.
const FREQUENCY = {
  a: 82,
  b: 15,
  c: 28,
  d: 43,
  e: 127,
  f: 22,
  g: 20,
  h: 61,
  i: 70,
  j: 2,
  k: 8,
  l: 40,
  m: 24,
  n: 67,
  o: 75,
  p: 19,
  q: 1,
  r: 60,
  s: 63,
  t: 91,
  u: 28,
  v: 10,
  w: 24,
  x: 2,
  y: 20,
  z: 1,
  ' ': 200,
};

function measure(file) {
  const t = tables(readFileSync(file));
  const upm = t.head.readUInt16BE(18);
  const ascent = t.hhea.readInt16BE(4);
  const descent = t.hhea.readInt16BE(6);
  const lineGap = t.hhea.readInt16BE(8);
  const metrics = t.hhea.readUInt16BE(34);
  const advance = (glyph) => t.hmtx.readUInt16BE(Math.min(glyph, metrics - 1) * 4);
  let total = 0;
  let weight = 0;
  for (const [char, frequency] of Object.entries(FREQUENCY)) {
    total += advance(glyphOf(t.cmap, char.charCodeAt(0))) * frequency;
    weight += frequency;
  }
  return { upm, ascent, descent: Math.abs(descent), lineGap, width: total / weight / upm };
}

const LOCAL = {
  'sans-serif': {
    local: ['Arial', 'Liberation Sans'],
    file: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  },
  serif: {
    local: ['Times New Roman', 'Liberation Serif'],
    file: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  },
  monospace: {
    local: ['Courier New', 'Liberation Mono'],
    file: '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  },
};
const FONTS = {
  inter: 'sans-serif',
  roboto: 'sans-serif',
  'open-sans': 'sans-serif',
  lato: 'sans-serif',
  montserrat: 'sans-serif',
  poppins: 'sans-serif',
  nunito: 'sans-serif',
  merriweather: 'serif',
  lora: 'serif',
  'playfair-display': 'serif',
  oswald: 'sans-serif',
  'jetbrains-mono': 'monospace',
};

const pct = (n) => `${(n * 100).toFixed(2)}%`;
for (const [slug, kind] of Object.entries(FONTS)) {
  const font = measure(
    require.resolve(`@fontsource/${slug}/files/${slug}-latin-400-normal.woff`, {
      paths: [process.cwd()],
    }),
  );
  const fallback = measure(LOCAL[kind].file);
  const sizeAdjust = font.width / fallback.width;
  console.log(
    `  '${slug}': { sizeAdjust: '${pct(sizeAdjust)}', ascent: '${pct(font.ascent / font.upm / sizeAdjust)}', descent: '${pct(font.descent / font.upm / sizeAdjust)}', lineGap: '${pct(font.lineGap / font.upm / sizeAdjust)}' },`,
  );
}
