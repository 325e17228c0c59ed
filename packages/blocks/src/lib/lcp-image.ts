import { FULL_BLEED_SIZES, GUTTERED_SIZES } from './image-sizes';

/**
 * The picture most likely to be a page's largest contentful paint: the image of a hero or image
 * block among the first blocks (a video's poster is not preloaded: the player replaces it). The
 * member app's server render preloads it with `fetchpriority="high"` and its renderer loads it
 * eagerly; every other picture stays lazy. Zod-free: it reads stored props before validation.
 */
const LCP_CANDIDATE_BLOCKS = 3;

type StoredLike = { id: string; type: string; props: Record<string, unknown> };

/** The picture, and how wide its block shows it (for the preload's `imagesizes`). */
export type LcpImage = { blockId: string; src: string; sizes: string };

export function lcpImageOf(blocks: readonly StoredLike[]): LcpImage | null {
  for (const block of blocks.slice(0, LCP_CANDIDATE_BLOCKS)) {
    const { image, video } = block.props;
    if ((block.type === 'hero_block' || (block.type === 'image_block' && !video)) && typeof image === 'string' && image !== '') {
      return { blockId: block.id, src: image, sizes: block.type === 'hero_block' ? FULL_BLEED_SIZES : GUTTERED_SIZES };
    }
  }
  return null;
}
