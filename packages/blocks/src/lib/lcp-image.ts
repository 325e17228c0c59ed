import { avatarDiameter } from '@tessera/core/blocks/avatar-values';
import { IMAGE_SIZES, type ImageSize } from '@tessera/core/constants';
import { firstScreenOf } from './first-screen';
import { FULL_BLEED_SIZES, GUTTERED_SIZES } from './image-sizes';

/**
 * The picture most likely to be a page's largest contentful paint: the image of a hero, image or
 * avatar block among the first screen's blocks (a video's poster is not preloaded: the player
 * replaces it). The member app's server render preloads it with `fetchpriority="high"` and its
 * renderer loads it first; the first screen's other pictures load without delay, every later one
 * lazily. Zod-free: it reads stored props before validation.
 */

type StoredLike = { id: string; type: string; props: Record<string, unknown> };

/** The picture, and how wide its block shows it (for the preload's `imagesizes`). */
export type LcpImage = { blockId: string; src: string; sizes: string };

/** A published avatar has its size (the schema's default is written in); a draft may not yet. */
const avatarSize = (size: unknown): ImageSize =>
  typeof size === 'string' && Object.hasOwn(IMAGE_SIZES, size) ? (size as ImageSize) : 'medium';

export function lcpImageOf(blocks: readonly StoredLike[]): LcpImage | null {
  for (const block of firstScreenOf(blocks)) {
    const { image, video } = block.props;
    if (typeof image !== 'string' || image === '') continue;
    if (block.type === 'hero_block') return { blockId: block.id, src: image, sizes: FULL_BLEED_SIZES };
    if (block.type === 'image_block' && !video) return { blockId: block.id, src: image, sizes: GUTTERED_SIZES };
    if (block.type === 'avatar_block') return { blockId: block.id, src: image, sizes: `${avatarDiameter(avatarSize(block.props.size))}px` };
  }
  return null;
}
