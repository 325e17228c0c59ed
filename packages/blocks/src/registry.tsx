import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { BlockType } from '@tessera/core/blocks/registry';
import type { BlockRendererProps } from './types';

type RendererModule<K extends BlockType> = { default: ComponentType<BlockRendererProps<K>> };
type RendererLoaders = { [K in BlockType]: () => Promise<RendererModule<K>> };
export type BlockRenderers = {
  [K in BlockType]: LazyExoticComponent<ComponentType<BlockRendererProps<K>>>;
};

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
  livestream_block: () => import('./Livestream/index'),
  composed_block: () => import('./Composed/index'),
  form_submission_block: () => import('./FormSubmission/index'),
  search_block: () => import('./Search/index'),
  code_block: () => import('./Code/index'),
  social_block: () => import('./Social/index'),
  member_directory_block: () => import('./MemberDirectory/index'),
  avatar_block: () => import('./Avatar/index'),
  attachment_block: () => import('./Attachment/index'),
  iframe_block: () => import('./Iframe/index'),
  chat_block: () => import('./Chat/index'),
  share_block: () => import('./Share/index'),
  workout_block: () => import('./Workout/index'),
  icon_list_block: () => import('./IconList/index'),
  map_block: () => import('./Map/index'),
};

export const blockRenderers: BlockRenderers = {
  hero_block: lazy(loaders.hero_block),
  text_block: lazy(loaders.text_block),
  image_block: lazy(loaders.image_block),
  button_block: lazy(loaders.button_block),
  collection_block: lazy(loaders.collection_block),
  livestream_block: lazy(loaders.livestream_block),
  composed_block: lazy(loaders.composed_block),
  form_submission_block: lazy(loaders.form_submission_block),
  search_block: lazy(loaders.search_block),
  code_block: lazy(loaders.code_block),
  social_block: lazy(loaders.social_block),
  member_directory_block: lazy(loaders.member_directory_block),
  avatar_block: lazy(loaders.avatar_block),
  attachment_block: lazy(loaders.attachment_block),
  iframe_block: lazy(loaders.iframe_block),
  chat_block: lazy(loaders.chat_block),
  share_block: lazy(loaders.share_block),
  workout_block: lazy(loaders.workout_block),
  icon_list_block: lazy(loaders.icon_list_block),
  map_block: lazy(loaders.map_block),
};

/**
 * Starts downloading renderers ahead of rendering (e.g. while prefetching a page); settles when
 * all are in. Failures surface at render.
 */
export function preloadBlockRenderers(types: Iterable<string>): Promise<void> {
  const loads = [...new Set(types)]
    .filter((type) => Object.hasOwn(loaders, type))
    .map((type) => loaders[type as BlockType]().catch(() => undefined));
  return Promise.all(loads).then(() => undefined);
}
