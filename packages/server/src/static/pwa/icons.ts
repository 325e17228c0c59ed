import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../integrations/storage/load-sharp';
import { ICON_FILES, type IconFile, type IconSource } from './manifest';

/**
 * Draws an app's icons with sharp: its logo centred on the app's background (inside the safe
 * zone for maskable icons, which platforms crop to a circle or squircle), or, without a logo of
 * its own, a mosaic tile in the brand colour. Icons are opaque: iOS paints a transparent
 * apple-touch-icon black.
 */

/** Share of the side the logo may take: maskable icons keep it inside the 80% safe circle. */
const LOGO_SHARE = { any: 0.8, maskable: 0.56 } as const;

/** The logo's file when it is one of this app's own uploads (`/media/<appId>/…`); null otherwise. */
export function logoFileOf(args: { logo: string | null; appId: string; uploadsDir: string }): string | null {
  const { logo, appId, uploadsDir } = args;
  const prefix = `/media/${appId}/`;
  if (!logo || !logo.startsWith(prefix)) return null;
  const relative = decodeURIComponent(logo.slice('/media/'.length).split(/[?#]/)[0] ?? '');
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/** The mosaic tile drawn when an app has no logo: four squares in the colour that reads on the brand. */
function defaultGlyph(size: number, colour: string): Buffer {
  const cell = size * 0.22;
  const gap = size * 0.06;
  const start = (size - 2 * cell - gap) / 2;
  const squares = [0, 1]
    .flatMap((row) => [0, 1].map((col) => [start + col * (cell + gap), start + row * (cell + gap)]))
    .map(([x, y], index) => `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" rx="${cell * 0.18}" fill="${colour}" fill-opacity="${index === 1 ? 0.6 : 1}"/>`)
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${squares}</svg>`);
}

export async function drawIcon(args: { file: IconFile; source: IconSource; logoBytes: Buffer | null }): Promise<Buffer> {
  const sharp = await loadSharp();
  const { size, isMaskable } = ICON_FILES[args.file];
  const { source, logoBytes } = args;
  if (logoBytes) {
    const box = Math.round(size * (isMaskable ? LOGO_SHARE.maskable : LOGO_SHARE.any));
    try {
      const logo = await sharp(logoBytes, { limitInputPixels: 50_000_000 })
        .resize(box, box, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      return await sharp({ create: { width: size, height: size, channels: 4, background: source.background } })
        .composite([{ input: logo, gravity: 'centre' }])
        .flatten({ background: source.background })
        .png()
        .toBuffer();
    } catch {
      // A logo sharp cannot read draws the default icon rather than none.
    }
  }
  // The default glyph fills less of a maskable icon, for the same reason as a logo.
  const glyphSize = Math.round(size * (isMaskable ? 0.8 : 1));
  return sharp({ create: { width: size, height: size, channels: 4, background: source.brand } })
    .composite([{ input: defaultGlyph(glyphSize, source.foreground), gravity: 'centre' }])
    .flatten({ background: source.brand })
    .png()
    .toBuffer();
}

export async function readLogo(file: string | null): Promise<Buffer | null> {
  if (!file) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * Drawn icons, by key and file. Keys change with the logo and colours, so an entry never goes
 * stale; the map is bounded (oldest first out) so many apps cannot grow it without end, and one
 * drawing is shared by requests that arrive together.
 */
export function createIconCache(maxEntries = 500) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      const existing = entries.get(key);
      if (existing) return existing;
      const drawing = draw();
      entries.set(key, drawing);
      drawing.catch(() => entries.delete(key));
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return drawing;
    },
    get size() {
      return entries.size;
    },
  };
}
