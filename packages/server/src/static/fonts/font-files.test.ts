import { describe, expect, it } from 'vitest';
import { allFontFiles } from '@tessera/core/fonts';
import { createFontFiles } from './font-files';

describe('font files', () => {
  it('has every file of the catalogue installed, each a real woff2', async () => {
    const files = createFontFiles();
    expect(files.keys()).toHaveLength(allFontFiles().length);
    for (const key of files.keys()) {
      const [slug, file] = key.split('/') as [string, string];
      const bytes = await files.read(slug, file);
      expect(bytes?.subarray(0, 4).toString('latin1'), key).toBe('wOF2');
    }
  });

  it('answers null for anything outside the allow-list, without touching the disk', async () => {
    const asked: string[] = [];
    const files = createFontFiles({
      packageDir: (slug) => {
        asked.push(slug);
        return `/nonexistent/${slug}`;
      },
    });
    for (const [slug, file] of [
      ['inter', '../package.json'],
      ['inter', '..%2F..%2Fpackage.json'],
      ['..', 'inter/files/inter-latin-400-normal.woff2'],
      ['inter', 'inter-latin-400-normal.woff'],
      ['inter', 'inter-latin-500-normal.woff2'],
      ['Inter', 'inter-latin-400-normal.woff2'],
      ['comic-sans', 'comic-sans-latin-400-normal.woff2'],
      ['inter', 'inter-cyrillic-400-normal.woff2'],
    ] as const) {
      expect(await files.read(slug, file)).toBeNull();
    }
    expect(asked).toEqual([]);
  });

  it('does not remember a failed read', async () => {
    let dir = '/nonexistent';
    const files = createFontFiles({ packageDir: () => dir });
    await expect(files.read('inter', 'inter-latin-400-normal.woff2')).rejects.toThrow();
    dir = installedInterDir();
    expect((await files.read('inter', 'inter-latin-400-normal.woff2'))?.length).toBeGreaterThan(
      1000,
    );
  });
});

function installedInterDir(): string {
  // The real package folder, found the way the server finds it.
  return new URL('.', import.meta.resolve('@fontsource/inter/package.json')).pathname;
}
