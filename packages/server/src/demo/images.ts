import { sizedFileName } from '@tessera/core/media/responsive-image';

/**
 * The demo app's pictures, drawn as SVG so the repository carries no binary files and nothing is
 * fetched from outside: soft gradients with a few shapes, one palette per picture.
 */
type Palette = { from: string; to: string; accent: string };

const PALETTES: Record<string, Palette> = {
  hero: { from: '#5c29d3', to: '#ff7a59', accent: '#ffd166' },
  strength: { from: '#1d3557', to: '#457b9d', accent: '#f1faee' },
  workout: { from: '#ef476f', to: '#ffd166', accent: '#ffffff' },
  recipe: { from: '#2a9d8f', to: '#e9c46a', accent: '#f4a261' },
  sleep: { from: '#22223b', to: '#4a4e69', accent: '#f2e9e4' },
  exercise: { from: '#3a0ca3', to: '#4cc9f0', accent: '#f72585' },
  live: { from: '#f72585', to: '#7209b7', accent: '#4cc9f0' },
  event: { from: '#06d6a0', to: '#118ab2', accent: '#ffd166' },
  pack: { from: '#8338ec', to: '#3a86ff', accent: '#ffbe0b' },
  form: { from: '#ff006e', to: '#fb5607', accent: '#ffbe0b' },
  community: { from: '#264653', to: '#2a9d8f', accent: '#e9c46a' },
  logo: { from: '#5c29d3', to: '#8f5cff', accent: '#ffffff' },
};

export const DEMO_IMAGE_NAMES = Object.keys(PALETTES);

/** The logo is square; every other picture 16:9 (the viewBoxes below). */
const sizeOf = (name: string) => (name === 'logo' ? { width: 120, height: 120 } : { width: 1200, height: 675 });

/**
 * The file a demo picture is stored as, its size in the name as uploads carry theirs (decision
 * 038), so its `<img>` gets width and height. Databases seeded before that name the bare
 * `<name>.svg`, which is written too.
 */
export function demoImageFile(name: string): string {
  const { width, height } = sizeOf(name);
  return sizedFileName(name, width, height, 'svg');
}

export const DEMO_IMAGE_FILES = DEMO_IMAGE_NAMES.flatMap((name) => [
  [demoImageFile(name), name],
  [`${name}.svg`, name],
]) as [file: string, name: string][];

/** The address of a demo picture. */
export const demoImage = (name: string) => `/media/demo/${demoImageFile(name)}`;

export function demoImageSvg(name: string): string {
  const p = PALETTES[name] ?? PALETTES.hero!;
  if (name === 'logo') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs><rect width="120" height="120" rx="28" fill="url(#g)"/><path d="M30 82 L52 38 L66 64 L76 50 L92 82 Z" fill="${p.accent}"/></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/><circle cx="980" cy="140" r="220" fill="${p.accent}" opacity="0.18"/><circle cx="180" cy="600" r="260" fill="${p.accent}" opacity="0.12"/><path d="M0 520 C 300 420 600 640 1200 470 L1200 675 L0 675 Z" fill="#ffffff" opacity="0.12"/><path d="M420 420 L560 220 L650 350 L720 270 L860 420 Z" fill="${p.accent}" opacity="0.55"/></svg>`;
}
