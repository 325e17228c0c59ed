import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import { preloadBlockRenderers } from '@tessera/blocks/registry';
import type { RenderBlocks as RenderBlocksType } from '@tessera/blocks/RenderBlocks';

/**
 * Blocks render from their own chunk, which a page without blocks, and the app's first download,
 * can do without (their props arrive parsed: no schema or zod, decision 037). The renderers
 * themselves are lazy one by one (`@tessera/blocks/registry`). `app-blocks` adds the app parts only
 * blocks use (the workout screens) to their context, in that chunk.
 */
const loadRenderBlocks = () => import('./app-blocks');
const LazyRenderBlocks = lazy(() =>
  loadRenderBlocks().then((module) => ({ default: module.RenderBlocks })),
);

/** A page's blocks; until their code is in, an empty box holds their place in the layout. */
export function Blocks(props: ComponentProps<typeof RenderBlocksType>) {
  if (props.blocks.length === 0) return null;
  return (
    <Suspense fallback={<div className={props.className} aria-busy="true" />}>
      <LazyRenderBlocks {...props} />
    </Suspense>
  );
}

/**
 * Starts downloading what a page's blocks need as soon as its props are known, in parallel rather
 * than one chunk after another at render. Failures show at render (the chunk is asked for again).
 */
export function preloadBlocks(blocks: readonly { type: string }[]): Promise<void> {
  if (blocks.length === 0) return Promise.resolve();
  return Promise.all([
    loadRenderBlocks().catch(() => undefined),
    preloadBlockRenderers(blocks.map((block) => block.type)),
  ]).then(() => undefined);
}
