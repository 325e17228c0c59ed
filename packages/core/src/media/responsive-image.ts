/**
 * Uploaded pictures say their own size (decision 038). The upload pipeline stores each picture as
 * `<random>-<width>x<height>.webp` and, beside it, narrower copies `<random>-<width>x<height>-<w>w.webp`
 * at every width of RESPONSIVE_WIDTHS below its own. Every `<img>` can then carry `width`,
 * `height` (nothing shifts while it loads) and a `srcset` from the address alone, wherever the
 * address travels: block props, page lists, logos, products, messages, published caches.
 */

/** The narrower copies an upload is also stored at: a phone at 1x, a phone at 2x–3x, a laptop. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

export type ImageSizing = {
  width: number;
  height: number;
  /** Absent when the file has no narrower copies (a vector, or already narrow). */
  srcSet?: string;
};

/** Only our own uploads (served at `/media/`) are named this way; other addresses are left alone. */
const SIZED_UPLOAD = /^(\/media\/[^?#]+-(\d{1,5})x(\d{1,5}))\.(webp|svg)$/;

/** The file name an upload is stored under: its size in the name, the extension after it. */
export const sizedFileName = (stem: string, width: number, height: number, extension: string) =>
  `${stem}-${width}x${height}.${extension}`;

/** The narrower copies a raster upload of this width has. */
export const variantWidthsFor = (width: number): number[] =>
  RESPONSIVE_WIDTHS.filter((variant) => variant < width);

/** The address (or path) of an upload's copy `width` pixels wide. */
export const variantPath = (sized: string, width: number) =>
  sized.replace(/\.webp$/, `-${width}w.webp`);

/** The addresses of an upload's narrower copies (none for an address that is not a sized raster upload). */
export function variantUrlsOf(url: string): string[] {
  const match = SIZED_UPLOAD.exec(url);
  if (!match || match[4] !== 'webp') return [];
  return variantWidthsFor(Number(match[2])).map((width) => variantPath(url, width));
}

/**
 * The size and the responsive sources of a picture from its address, or null when the address
 * does not say (an external URL, an upload from before decision 038): such pictures sit in boxes
 * whose ratio CSS fixes, so they do not shift either.
 */
export function imageSizing(url: string | null | undefined): ImageSizing | null {
  const match = url ? SIZED_UPLOAD.exec(url) : null;
  if (!match) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (width === 0 || height === 0) return null;
  // A vector draws sharp at any width: one file.
  if (match[4] === 'svg') return { width, height };
  const variants = variantWidthsFor(width);
  if (variants.length === 0) return { width, height };
  const srcSet = [
    ...variants.map((variant) => `${variantPath(url!, variant)} ${variant}w`),
    `${url} ${width}w`,
  ].join(', ');
  return { width, height, srcSet };
}

export type SizedImgProps = { width?: number; height?: number; srcSet?: string; sizes?: string };

/**
 * The `<img>` attributes a picture's address gives, for a picture shown `sizes` wide (a `sizes`
 * attribute: `100vw`, `72px`). Empty when the address says nothing: the picture's box then needs
 * its ratio from CSS. A stylesheet giving such an `<img>` a width must also say `height: auto`
 * (or a height), or the height attribute would be taken literally.
 */
export function sizedImgProps(url: string | null | undefined, sizes: string): SizedImgProps {
  const sizing = imageSizing(url);
  if (!sizing) return {};
  const { width, height, srcSet } = sizing;
  return srcSet ? { width, height, srcSet, sizes } : { width, height };
}

/** What a `<link rel="preload" as="image">` needs to fetch the same copy the `<img>` will pick. */
export type ImagePreload = { href: string; srcSet?: string; sizes?: string };

export function imagePreload(url: string, sizes: string): ImagePreload {
  const { srcSet } = sizedImgProps(url, sizes);
  return srcSet ? { href: url, srcSet, sizes } : { href: url };
}
