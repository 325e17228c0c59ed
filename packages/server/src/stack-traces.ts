import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Stack traces that name the TypeScript sources of the built server, with each bundle file's
 * source map read on the first trace that passes through it. Node's `--enable-source-maps` parses
 * every map as its module loads, which cost a restart 60–90 ms for the 5 MB bundle (decision 040);
 * errors are rare, and the first one can pay for its map.
 *
 * Frames outside `dir` (Node's internals, the externals in node_modules) and frames a map does not
 * cover keep their place as V8 wrote it.
 */
export function mapStackTracesLazily(dir: string): void {
  const prefix = pathToFileURL(dir + path.sep).href;
  const maps = new Map<string, SourceMap | null>();

  function mapOf(fileUrl: string): SourceMap | null {
    let map = maps.get(fileUrl);
    if (map === undefined) {
      try {
        const payload = JSON.parse(readFileSync(`${fileURLToPath(fileUrl)}.map`, 'utf8')) as { sources: string[] };
        // esbuild names the sources relative to the map; frames should name files.
        payload.sources = payload.sources.map((source) => new URL(source, fileUrl).href);
        map = new SourceMap(payload as never);
      } catch {
        map = null; // no map beside the file: its frames stay as they are
      }
      maps.set(fileUrl, map);
    }
    return map;
  }

  function placeOf(site: NodeJS.CallSite): string {
    const text = String(site);
    const file = site.getFileName();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (!file || !line || !column) return text;
    // ES modules' frames name URLs, CommonJS ones paths.
    const fileUrl = path.isAbsolute(file) ? pathToFileURL(file).href : file;
    if (!fileUrl.startsWith(prefix)) return text;
    const entry = mapOf(fileUrl)?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry)) return text;
    return text.replace(`${file}:${line}:${column}`, `${fileURLToPath(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`);
  }

  Error.prepareStackTrace = (error: Error, sites: NodeJS.CallSite[]) =>
    // The header as V8 writes it ("Name: message").
    Error.prototype.toString.call(error) + sites.map((site) => `\n    at ${placeOf(site)}`).join('');
}
