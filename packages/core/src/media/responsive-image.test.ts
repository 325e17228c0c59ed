import { describe, expect, it } from 'vitest';
import {
  imageSizing,
  sizedFileName,
  sizedImgProps,
  variantPath,
  variantUrlsOf,
  variantWidthsFor,
} from './responsive-image';

describe('imageSizing', () => {
  it('reads the size of an upload and lists its narrower copies, widest last', () => {
    expect(imageSizing('/media/app-1/images/abc_D-1200x800.webp')).toEqual({
      width: 1200,
      height: 800,
      srcSet:
        '/media/app-1/images/abc_D-1200x800-480w.webp 480w, /media/app-1/images/abc_D-1200x800-960w.webp 960w, /media/app-1/images/abc_D-1200x800.webp 1200w',
    });
  });

  it('gives a narrow upload its size without sources, and a vector no sources', () => {
    expect(imageSizing('/media/a/images/x-400x300.webp')).toEqual({ width: 400, height: 300 });
    expect(imageSizing('/media/demo/hero-1200x675.svg')).toEqual({ width: 1200, height: 675 });
  });

  it('says nothing of addresses that are not sized uploads', () => {
    for (const url of [
      null,
      undefined,
      '',
      '/media/demo/hero.svg',
      'https://cdn.example.com/photo-150x150.webp',
      '/media/a/x-0x300.webp',
      '/media/a/x-400x300.png',
      '/media/a/x-400x300.webp?v=1',
    ]) {
      expect(imageSizing(url)).toBeNull();
    }
  });

  it('names files and copies the way it reads them', () => {
    const name = `/media/a/images/${sizedFileName('stem', 2000, 1000, 'webp')}`;
    expect(variantWidthsFor(2000)).toEqual([480, 960, 1600]);
    expect(variantWidthsFor(480)).toEqual([]);
    expect(variantPath(name, 960)).toBe('/media/a/images/stem-2000x1000-960w.webp');
    expect(imageSizing(name)?.srcSet?.split(', ')).toHaveLength(4);
  });
});

describe('sizedImgProps', () => {
  it('gives width, height, srcset and the sizes asked for, or nothing when the address says nothing', () => {
    expect(sizedImgProps('/media/a/i/x-1000x500.webp', '100vw')).toMatchObject({
      width: 1000,
      height: 500,
      sizes: '100vw',
    });
    expect(sizedImgProps('/media/a/i/x-1000x500.webp', '100vw').srcSet).toContain(
      '-480w.webp 480w',
    );
    expect(sizedImgProps('/media/demo/logo-120x120.svg', '40px')).toEqual({
      width: 120,
      height: 120,
    });
    expect(sizedImgProps('https://example.com/a.jpg', '100vw')).toEqual({});
  });
});

describe('variantUrlsOf', () => {
  it('lists the copies an offline pack must hold beside the picture, whichever the srcset picks', () => {
    expect(variantUrlsOf('/media/a/i/x-1000x500.webp')).toEqual([
      '/media/a/i/x-1000x500-480w.webp',
      '/media/a/i/x-1000x500-960w.webp',
    ]);
    expect(variantUrlsOf('/media/demo/hero-1200x675.svg')).toEqual([]);
    expect(variantUrlsOf('https://example.com/a.jpg')).toEqual([]);
  });
});
