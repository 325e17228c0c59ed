import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type JsFile = { file: string; bytes: number; gzip_bytes: number };

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

/** What index.html starts: its module scripts and modulepreloads, as paths inside dist. */
export function htmlScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] as string);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1] as string);
  return [...scripts, ...preloads].filter((url) => !/^[a-z]+:|^\/\//i.test(url)).map((url) => url.replace(/^\//, ''));
}

function measure(distDir: string, file: string): JsFile {
  const code = readFileSync(join(distDir, file));
  return { file, bytes: code.length, gzip_bytes: gzipSync(code).length };
}

/** Every file reachable from `start` through static imports (paths relative to dist), each once. */
function closure(distDir: string, start: string[], skip: Set<string> = new Set()): JsFile[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || skip.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const relative of staticImports(code)) queue.push(join(dir, relative).replace(/\\/g, '/'));
  }
  return [...seen].map((file) => measure(distDir, file));
}

/**
 * The member app's initial JavaScript: what index.html loads before any lazy chunk, that is its
 * module script and modulepreloads and everything they import statically, gzip-compressed at
 * zlib's default level (what a server sends).
 */
export function initialJs(distDir: string): JsFile[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return closure(distDir, htmlScripts(html));
}

/**
 * What a page with blocks loads on top (block props are validated by their zod schemas in their
 * own chunk), before the renderers of its block types: for the record beside the budget.
 */
export function blockPageExtra(distDir: string, initial: JsFile[]): JsFile[] {
  const assets = join(distDir, 'assets');
  if (!existsSync(assets)) return [];
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = htmlScripts(html)[0];
  if (!entry) return [];
  // The RenderBlocks chunk is named after its module; find it among the entry's lazy imports.
  const code = readFileSync(join(distDir, entry), 'utf8');
  const chunk = [...code.matchAll(/["'](?:\.\/|assets\/)(RenderBlocks-[\w-]+\.js)["']/g)].map((match) => `assets/${match[1]}`)[0];
  return chunk ? closure(distDir, [chunk], new Set(initial.map((file) => file.file))) : [];
}

export const sumGzip = (files: JsFile[]) => files.reduce((sum, file) => sum + file.gzip_bytes, 0);
