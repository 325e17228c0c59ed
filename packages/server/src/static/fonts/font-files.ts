import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { allFontFiles } from '@tessera/core/fonts';

const require = createRequire(import.meta.url);

/** Where `@fontsource/{slug}` is installed (resolved like an import, so hoisting does not matter). */
export function fontsourceDir(slug: string): string {
  return path.dirname(require.resolve(`@fontsource/${slug}/package.json`));
}

export type FontFiles = {
  /** The bytes of `{slug}/{file}` when it is in the catalogue, else null; read once, then kept. */
  read: (slug: string, file: string) => Promise<Buffer | null>;
  /** Every `{slug}/{file}` that may be served. */
  keys: () => string[];
};

/**
 * The only font files the server hands out: those the core catalogue names. A request is looked
 * up by the exact `{slug}/{file}` key, so no name built from the URL ever reaches the file system
 * (no path traversal). Files are small (≈20 KB each, ≈2 MB in all) and asked for constantly:
 * each is read once and kept in memory.
 */
export function createFontFiles({
  packageDir = fontsourceDir,
}: { packageDir?: (slug: string) => string } = {}): FontFiles {
  const locations = new Map<string, () => string>();
  for (const { font, file } of allFontFiles()) {
    locations.set(`${font.slug}/${file}`, () => path.join(packageDir(font.slug), 'files', file));
  }
  const loaded = new Map<string, Promise<Buffer>>();

  return {
    keys: () => [...locations.keys()],
    async read(slug, file) {
      const key = `${slug}/${file}`;
      const location = locations.get(key);
      if (!location) return null;
      let bytes = loaded.get(key);
      if (!bytes) {
        bytes = readFile(location());
        loaded.set(key, bytes);
        // A failed read (package missing) is not remembered: the next request tries again.
        bytes.catch(() => loaded.delete(key));
      }
      return bytes;
    },
  };
}
