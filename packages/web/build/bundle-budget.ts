import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The member app's budget for its initial JavaScript: what index.html loads before any lazy chunk
 * (the entry and every chunk it imports statically), gzip-compressed. Issue 5: 150 KB.
 *
 * How it is kept: zod and every schema stay off the startup path. Startup code imports the
 * zod-free halves of core (`locales.ts`, `entities/*-values.ts`, `entities/member-view.ts`,
 * `errors.ts` beside `error-schemas.ts`, `fonts.ts`, `theme-math.ts`) and checks the server's JSON
 * by hand; contracts are imported where a call is made (`await import('@tessera/core/api/…')`);
 * blocks render from their own chunk (`features/pages/lazy-blocks.tsx`), as do screens and overlays off the
 * first paint; the router is React Router's browser router, not its data router. One static
 * import of a schema module from startup code brings zod (≈26 kB) back.
 */
export const INITIAL_JS_BUDGET_BYTES = 150_000;

/** gzip as a server sends it (zlib's default level), so the number is what goes over the wire. */
export const gzipBytes = (code: string | Uint8Array) => gzipSync(code).length;

type ChunkLike = { type: 'chunk'; fileName: string; code: string; isEntry: boolean; imports: string[] };
type OutputLike = ChunkLike | { type: 'asset'; fileName: string };

/** The entry chunk and its static imports, each with its gzip size. */
export function initialChunks(bundle: Record<string, OutputLike>): { fileName: string; gzip: number }[] {
  const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const seen = new Set<string>();
  const queue = entries.map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const fileName = queue.shift() as string;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    queue.push(...(chunks.get(fileName)?.imports ?? []));
  }
  return [...seen].map((fileName) => ({ fileName, gzip: gzipBytes(chunks.get(fileName)?.code ?? '') }));
}

/**
 * Fails the build when the initial JavaScript is over budget, and reports it either way. Runs on
 * every `vite build` (and so in `npm run build` and `npm test`); `npm run bench -- bundle-size`
 * measures the written dist the same way, from index.html.
 */
export function bundleBudget({ limitBytes = INITIAL_JS_BUDGET_BYTES }: { limitBytes?: number } = {}): Plugin {
  return {
    name: 'tessera-bundle-budget',
    apply: 'build',
    // After writing: the code as served (with the preload map and source map comment).
    writeBundle(_options, bundle) {
      const files = initialChunks(bundle as unknown as Record<string, OutputLike>);
      const total = files.reduce((sum, file) => sum + file.gzip, 0);
      const summary = `initial JavaScript ${(total / 1000).toFixed(1)} kB gzip in ${files.length} files (budget ${limitBytes / 1000} kB, ${((total / limitBytes) * 100).toFixed(0)}%)`;
      if (total > limitBytes) {
        const largest = [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
        this.error(`${summary}: over budget. Largest: ${largest.map((file) => `${file.fileName} ${(file.gzip / 1000).toFixed(1)} kB`).join(', ')}`);
      }
      this.info(summary);
    },
  };
}
