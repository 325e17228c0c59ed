import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { BlockType } from '@tessera/core/blocks/registry';
import type { BlockRendererProps } from './types';

type RendererModule<K extends BlockType> = { default: ComponentType<BlockRendererProps<K>> };
type RendererLoaders = { [K in BlockType]: () => Promise<RendererModule<K>> };
export type BlockRenderers = { [K in BlockType]: LazyExoticComponent<ComponentType<BlockRendererProps<K>>> };

/**
 * Each renderer is its own chunk, so a page downloads only the renderers of the blocks it has.
 * The map is keyed by BlockType: a renderer for `hero_block` must accept hero props.
 */
const loaders: RendererLoaders = {
  hero_block: () => import('./Hero/index'),
  text_block: () => import('./Text/index'),
  image_block: () => import('./Image/index'),
  button_block: () => import('./Button/index'),
  collection_block: () => import('./Collection/index'),
};

export const blockRenderers: BlockRenderers = {
  hero_block: lazy(loaders.hero_block),
  text_block: lazy(loaders.text_block),
  image_block: lazy(loaders.image_block),
  button_block: lazy(loaders.button_block),
  collection_block: lazy(loaders.collection_block),
};

/** Starts downloading renderers ahead of rendering (e.g. while prefetching a page). Failures surface at render. */
export function preloadBlockRenderers(types: Iterable<string>): void {
  for (const type of new Set(types)) {
    if (Object.hasOwn(loaders, type)) loaders[type as BlockType]().catch(() => undefined);
  }
}
