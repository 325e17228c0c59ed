import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale, PublicAppConfig } from '@tessera/core/entities/app';
import type { PageProps } from '@tessera/core/entities/page';
import type { TranslatedContent } from '@tessera/core/entities/translation';
import type { ImagePreload } from '@tessera/core/media/responsive-image';

/**
 * The member app's server render as the server sees it: a built artifact (`packages/web/dist-ssr/
 * server-entry.js`, made by `npm run build`), imported at runtime by path, so the server never
 * imports web source (decision 032). These types mirror `packages/web/src/server-entry.tsx`.
 */
export type SsrRenderInput = {
  config: PublicAppConfig;
  url: string;
  page: PageProps | null;
  missing: boolean;
  loadTranslation: (locale: string) => Promise<TranslatedContent | null>;
  sanitizeHtml: (html: string) => string;
  queries?: { key: unknown[]; data: unknown }[];
};
export type SsrRenderOutput = {
  html: string;
  state: unknown;
  lang: Locale;
  dir: 'ltr' | 'rtl';
  styleModules: string[];
  preloadModules: string[];
  lcpImage: ImagePreload | null;
  errors: string[];
};
type SsrEntry = { render: (input: SsrRenderInput) => Promise<SsrRenderOutput> };

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type Stylesheet = { href: string; text: string };

export type SsrArtifact = {
  render: SsrEntry['render'];
  /** Starts importing the render ahead of the first page. */
  warmUp: () => void;
  /** The entry's stylesheets and those of the given lazy modules (and what they import), each once. */
  stylesheets: (modules: readonly string[]) => Stylesheet[];
  /** The script files of the given lazy modules and what they import, outside the entry's. */
  modulePreloads: (modules: readonly string[]) => string[];
};

/** Where the server render of a built member app is: beside its `dist` folder. */
export const ssrEntryPath = (webDist: string) =>
  path.resolve(webDist, '../dist-ssr/server-entry.js');

/** Loads the built server render and the client build's manifest; null when either is missing. */
export async function loadSsrArtifact(webDist: string): Promise<SsrArtifact | null> {
  const entryPath = ssrEntryPath(webDist);
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(entryPath) || !existsSync(manifestPath)) return null;
  // The render (React and the member app, ~0.1 s to load) is imported by the first page that needs
  // it, not at start, so a restart answers sooner (decision 036); `warmUp` starts it once listening.
  let entry: Promise<SsrEntry> | undefined;
  const loadEntry = () => (entry ??= import(pathToFileURL(entryPath).href) as Promise<SsrEntry>);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const texts = new Map<string, string>();
  const textOf = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(webDist, file), 'utf8').replace(
        /\n\/\*# sourceMappingURL=.*\*\/\s*$/,
        '',
      );
      texts.set(file, text);
    }
    return text;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';

  function cssFiles(key: string, seen: Set<string>, files: string[]) {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) cssFiles(imported, seen, files);
    for (const file of chunk.css ?? []) if (!files.includes(file)) files.push(file);
  }

  const entryFiles = new Set<string>();
  (function collect(key: string) {
    const chunk = manifest[key];
    if (!chunk || entryFiles.has(chunk.file)) return;
    entryFiles.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  })(entryKey);

  return {
    render: async (input) => (await loadEntry()).render(input),
    warmUp: () => void loadEntry().catch(() => {}), // a broken build shows at the first render, which falls back to the shell

    modulePreloads(modules) {
      const files: string[] = [];
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || entryFiles.has(chunk.file) || files.includes(chunk.file)) return;
        files.push(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const key of modules) visit(key);
      return files.map((file) => `/${file}`);
    },
    stylesheets(modules) {
      const files: string[] = [];
      const seen = new Set<string>();
      cssFiles(entryKey, seen, files);
      for (const key of modules) cssFiles(key, seen, files);
      return files.map((file) => ({ href: `/${file}`, text: textOf(file) }));
    },
  };
}
