import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSsrArtifact, type SsrRenderInput } from './ssr-artifact';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built member app in miniature: a manifest, and a server entry that counts its imports. */
function builtApp(counter: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tessera-ssr-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'dist/.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist/.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }));
  writeFileSync(
    path.join(root, 'dist-ssr/server-entry.js'),
    `globalThis[${JSON.stringify(counter)}] = (globalThis[${JSON.stringify(counter)}] ?? 0) + 1;\n` +
      "export async function render(input) { return { html: '<p>' + input.url + '</p>', state: null, lang: 'en', dir: 'ltr', styleModules: [], lcpImage: null, errors: [] }; }\n",
  );
  return path.join(root, 'dist');
}

const imports = (counter: string) => (globalThis as Record<string, unknown>)[counter];

describe('loadSsrArtifact', () => {
  it('imports the server render on the first render, once, not when loaded', async () => {
    const artifact = await loadSsrArtifact(builtApp('ssrFirstRender'));
    expect(imports('ssrFirstRender')).toBeUndefined();
    const input = { url: '/home' } as SsrRenderInput;
    expect((await artifact!.render(input)).html).toBe('<p>/home</p>');
    await artifact!.render(input);
    expect(imports('ssrFirstRender')).toBe(1);
  });

  it('starts the import ahead of the first render when warmed up', async () => {
    const artifact = await loadSsrArtifact(builtApp('ssrWarmUp'));
    artifact!.warmUp();
    await expect.poll(() => imports('ssrWarmUp')).toBe(1);
    await artifact!.render({ url: '/' } as SsrRenderInput);
    expect(imports('ssrWarmUp')).toBe(1);
  });
});
